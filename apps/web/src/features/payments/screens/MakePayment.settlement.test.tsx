import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { LoanStatus } from '@lender/domain';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { settlementOffer } from '../../../test/settlement-fixtures';
import { A1_ID, loanDetail } from '../test/fixtures';
import { renderPaymentScreen, signIn } from '../test/render';
import MakePayment from './MakePayment';

const offer = settlementOffer();

beforeEach(() => {
  signIn();
  usePaymentStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('MakePayment of a loan with a settlement offer (issue 12)', () => {
  it('points to the offer, with its amount', async () => {
    const detail = loanDetail({ status: LoanStatus.ChargedOff, payoffAmountCents: 180_000 });
    mockApi({
      'GET /accountdetail': () => jsonResponse(detail),
      'GET /offers': () => jsonResponse({ offers: [offer] }),
    });
    renderPaymentScreen(<MakePayment />, 'MakePayment', detail.loanId);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You can settle this loan for $900.00 instead of paying it in full. Sign the settlement agreement first: a payment made before you sign does not count toward the settlement.',
    );
    expect(screen.getByRole('link', { name: 'See my settlement offer' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
    );
  });
});
