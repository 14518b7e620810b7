import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { LoanStatus } from '@lender/domain';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { A1_ID, loanDetail } from '../test/fixtures';
import { renderPaymentScreen, signIn } from '../test/render';
import MakePayment from './MakePayment';

const offer = { offerKey: 1, offerId: 10, targetLoanId: A1_ID, targetLmsId: '10001-001', brandName: 'inl', settlementAmountCents: 90_000, balanceCents: 180_000, qualifiedAmountCents: null, minLoanAmountCents: null, maxLoanAmountCents: null, collateral: null, applicationId: null, declined: false, docExp: '2026-12-10T15:00:00.000Z', expired: false, settlementStep: 'sign' };

beforeEach(() => {
  signIn();
  usePaymentStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('MakePayment of a loan with a settlement offer (issue 12)', () => {
  it('points to the offer, with its amount', async () => {
    const detail = loanDetail({ status: LoanStatus.ChargedOff, payoffAmountCents: 180_000 });
    mockApi({ 'GET /accountdetail': () => jsonResponse(detail), 'GET /offers': () => jsonResponse({ offers: [offer] }) });
    renderPaymentScreen(<MakePayment />, 'MakePayment', detail.loanId);
    expect(await screen.findByRole('note')).toHaveTextContent('You can settle this loan for $900.00 instead of paying it in full.');
    expect(screen.getByRole('link', { name: 'See my settlement offer' })).toHaveAttribute('href', `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`);
  });
});
