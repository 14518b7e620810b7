/**
 * The offers' screen tests' one set-up: the offers' and the settlement's routes, and P5 (an inl customer, C5)
 * signed in with no offer viewed and no payment in progress, in English; and the settlement's signing envelope.
 */
import i18next from 'i18next';
import { useViewedOffersStore } from '../../../shared/offers';
import { registerRoutes } from '../../../shared/routing/route-path';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { A1_ID } from '../../../test/loan-fixtures';
import { inlRoute } from '../../../test/render-screen';

export const ENVELOPE = '11111111-2222-4333-8444-555555555555';
/** the loan's route, under which the settlement's screens are */
export const LOAN = 'Accounts/:loanId';

export async function setUpOffersScreens(): Promise<void> {
  registerRoutes([
    inlRoute('Offers', 'Offers'),
    inlRoute('OfferDetails', 'Offers/OfferDetails'),
    inlRoute('WidgetOffer', 'Offers/WidgetOffer'),
    inlRoute('SettlementOffer', `${LOAN}/Payment/SettlementOffer`),
    inlRoute('SelectPaymentMethod', `${LOAN}/Payment/SelectPaymentMethod`),
    inlRoute('AccountDetails', LOAN),
  ]);
  localStorage.clear();
  useViewedOffersStore.setState({ byCustomer: {} });
  useSessionStore.setState({
    authenticated: true,
    customerId: 'C5',
    customerIds: { tlxe: 'T100005' },
    brands: ['inl'],
    tokens: { accessToken: 'a', deviceKey: 'd' },
  });
  usePaymentStore.getState().clear();
  await i18next.changeLanguage('en');
}

/** The settlement agreement's signing (GET/POST /loanSigning) in an envelope state. */
export const signingOf = (state: string) => ({
  envelopeId: ENVELOPE,
  loanId: A1_ID,
  status: state,
  signingUrl: `/esign/sign/${ENVELOPE}`,
  expiresAt: '2026-12-10T15:30:00.000Z',
  signed: state === 'signing_complete',
});
