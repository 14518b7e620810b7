/** Render a payment screen at its inl route, with the brand routes it links to registered and a session. */
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { registerRoutes } from '../../../shared/routing/route-path';
import { usePaymentStore, type PaymentData } from '../../../shared/session/payment-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { inlRoute, renderScreen } from '../../../test/render-screen';
import { A1_ID, PROFILE_ID } from './fixtures';

const LOAN = 'Accounts/:loanId';
const SCREENS = [
  'AltPartyVerifyCode',
  'VerificationMethod',
  'Code',
  'SelectPaymentMethod',
  'AddPaymentMethod',
  'CustomerDetails',
  'ReviewPayment',
  'PaymentProcessing',
  'ConfirmPayment',
  'SettlementOffer',
  // the renewal's screens (shared/refinance/flow.ts)
  'ProductSwitch',
  'GpsLocation',
  'GpsLocationDisabled',
  'AccountDisclosures',
  'CancelRenewal',
];
const ROUTES = [
  inlRoute('Dashboard', 'Accounts'),
  inlRoute('AccountDetails', LOAN),
  inlRoute('AlternateBlocked', `${LOAN}/AlternateBlocked`),
  inlRoute('MakePayment', `${LOAN}/Payment`),
  ...SCREENS.map((name) => inlRoute(name, `${LOAN}/Payment/${name}`)),
];

const routeOf = (name: string) => ROUTES.find((route) => route.baseName === name)?.path ?? '';

export const paymentPath = (name: string, loanId = A1_ID) =>
  routeOf(name).replace(':loanId', loanId);

export function signIn({ guest = false }: { guest?: boolean } = {}): void {
  useSessionStore.setState({
    authenticated: true,
    guest,
    user: guest
      ? { profileId: PROFILE_ID, username: '' }
      : { profileId: PROFILE_ID, username: 'ana.tlxe@example.com', email: 'ana.tlxe@example.com' },
    customerId: 'T100001',
    customerIds: { tlxe: 'T100001' },
    brands: ['inl'],
    tokens: { accessToken: 'access-token-1', deviceKey: 'device-key-1' },
  });
}

export function setPayment(patch: Partial<PaymentData>): void {
  usePaymentStore.getState().clear();
  usePaymentStore.getState().update(patch);
}

/**
 * Render `ui` as the payment screen `name` of loan `loanId`, at its path plus `query` ('?isCancelledRefi=true');
 * `queryClient`: one the test filled first (server settings already read).
 */
export function renderPaymentScreen(
  ui: ReactElement,
  name: string,
  loanId = A1_ID,
  query = '',
  queryClient?: QueryClient,
) {
  registerRoutes(ROUTES);
  return renderScreen(ui, {
    path: `${paymentPath(name, loanId)}${query}`,
    route: routeOf(name),
    ...(queryClient ? { queryClient } : {}),
  });
}
