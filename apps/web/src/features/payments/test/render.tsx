/** Render a payment screen at its inl route, with the brand routes it links to registered and a session. */
import type { ReactElement } from 'react';
import { registerRoutes } from '../../../shared/routing/route-path';
import type { RouteInfo } from '../../../shared/routing/types';
import { usePaymentStore, type PaymentData } from '../../../shared/session/payment-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { renderScreen } from '../../../test/render-screen';
import { A1_ID, PROFILE_ID } from './fixtures';

const LOAN = '/inl/Accounts/:loanId';
const PAYMENT = `${LOAN}/Payment`;
const SCREENS = ['AltPartyVerifyCode', 'VerificationMethod', 'Code', 'SelectPaymentMethod', 'AddPaymentMethod', 'CustomerDetails', 'ReviewPayment', 'PaymentProcessing', 'ConfirmPayment'];
const PATHS: Record<string, string> = {
  Dashboard: '/inl/Accounts',
  AccountDetails: LOAN,
  AlternateBlocked: `${LOAN}/AlternateBlocked`,
  MakePayment: PAYMENT,
  ...Object.fromEntries(SCREENS.map((name) => [name, `${PAYMENT}/${name}`])),
};

export const paymentPath = (name: string, loanId = A1_ID) => (PATHS[name] ?? '').replace(':loanId', loanId);

function registerTestRoutes(): void {
  const routes: RouteInfo[] = Object.entries(PATHS).map(([baseName, path]) => ({ name: `inl-${baseName}`, baseName, path, group: 'brand', meta: { brand: 'inl' } }));
  registerRoutes(routes);
}

export function signIn({ guest = false }: { guest?: boolean } = {}): void {
  useSessionStore.setState({
    authenticated: true,
    guest,
    user: guest ? { profileId: PROFILE_ID, username: '' } : { profileId: PROFILE_ID, username: 'ana.tlxe@example.com', email: 'ana.tlxe@example.com' },
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

/** Render `ui` as the payment screen `name` of loan `loanId`. */
export function renderPaymentScreen(ui: ReactElement, name: string, loanId = A1_ID) {
  registerTestRoutes();
  return renderScreen(ui, { path: paymentPath(name, loanId), route: PATHS[name] ?? '' });
}
