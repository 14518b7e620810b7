/**
 * Decision 045: once the settlement is signed, every payment on the loan counts toward it. With $300.00 of the
 * $900.00 paid, the offers list, the offer's details and SettlementOffer say $600.00 is left, and paying settles it
 * with $600.00 (type 5). Before signing, SettlementOffer warns that a payment then does not count.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LoanStatus } from '@lender/domain';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { settlementStatus, signedPart } from '../../../test/settlement-fixtures';
import OfferDetails from './OfferDetails';
import { LOAN, setUpOffersScreens } from './offers-test-kit';
import Offers from './Offers';
import SettlementOffer from './SettlementOffer';

beforeEach(setUpOffersScreens);
afterEach(() => vi.unstubAllGlobals());

const showSettlementOffer = (status = signedPart.status) => {
  mockApi({
    'GET /accountdetail': () =>
      jsonResponse(
        loanDetail({ status: LoanStatus.ChargedOff, balanceCents: status.balanceCents }),
      ),
    'GET /settlementStatus': () => jsonResponse(status),
  });
  renderScreen(<SettlementOffer />, {
    path: `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
    route: `/inl/${LOAN}/Payment/SettlementOffer`,
  });
};

describe('a signed settlement with $300.00 of $900.00 paid', () => {
  it('Offers lists it as signed, with $600.00 left to pay to settle', async () => {
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [signedPart.offer] }) });
    renderScreen(<Offers />, { path: '/inl/Offers' });
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('Signed: $600.00 left to pay to settle');
  });

  it('OfferDetails says $600.00 settles it now, what is left and what she saves against the $1,500.00 she owes', async () => {
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [signedPart.offer] }) });
    renderScreen(<OfferDetails />, {
      path: '/inl/Offers/OfferDetails?offerKey=1',
      route: '/inl/Offers/OfferDetails',
    });
    const terms = await screen.findByRole('region', {
      name: 'Settle loan 10001-001 for $600.00 instead of the $1,500.00 you owe.',
    });
    expect(terms).toHaveTextContent('Settlement amount$900.00');
    expect(terms).toHaveTextContent('Left to pay to settle$600.00');
    expect(terms).toHaveTextContent('You save$900.00');
  });

  it('SettlementOffer shows what was paid and what is left, and pays the $600.00 left as the settlement payment (type 5)', async () => {
    const user = userEvent.setup();
    showSettlementOffer();
    expect(
      await screen.findByText(
        'Every payment you make on this loan now counts toward your settlement.',
      ),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'You signed the settlement agreement.' });
    expect(within(section).getByText('Paid toward it').nextSibling).toHaveTextContent('$300.00');
    expect(within(section).getByText('Left to pay').nextSibling).toHaveTextContent('$600.00');
    await user.click(screen.getByRole('button', { name: 'Pay $600.00 now' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/SelectPaymentMethod`,
    );
    expect(usePaymentStore.getState()).toMatchObject({
      loanId: A1_ID,
      paymentAmount: 60_000,
      paymentType: 5,
      isPayoff: false,
      isPartial: false,
    });
  });

  it('in Spanish', async () => {
    await i18next.changeLanguage('es');
    showSettlementOffer();
    expect(await screen.findByRole('button', { name: 'Pagar $600.00 ahora' })).toBeInTheDocument();
    expect(
      screen.getByText('Cada pago que haga ahora en este préstamo cuenta para su liquidación.'),
    ).toBeInTheDocument();
  });
});

it('before signing, SettlementOffer says a payment made then does not count toward the settlement', async () => {
  showSettlementOffer(settlementStatus());
  expect(
    await screen.findByText(
      'A payment you make on this loan before you sign does not count toward the settlement.',
    ),
  ).toBeInTheDocument();
});
