/** Render an accounts screen at a brand path with a fresh QueryClient, the routes it links to, and a session. */
import type { ReactElement } from 'react';
import { registerRoutes } from '../../../shared/routing/route-path';
import type { RouteInfo } from '../../../shared/routing/types';
import { useSessionStore } from '../../../shared/session/session-store';
import { renderScreen as renderSharedScreen } from '../../../test/render-screen';
export { testQueryClient } from '../../../test/render-screen';

const LOAN = '/inl/Accounts/:loanId';
const PATHS: Record<string, string> = {
  Dashboard: '/inl/Accounts',
  AccountDetails: LOAN,
  AccountDocuments: `${LOAN}/Documents/:lmsId`,
  AccountMonthlyDocuments: `${LOAN}/AccountMonthlyDocuments`,
  AlternateBlocked: `${LOAN}/AlternateBlocked`,
  Appointment: `${LOAN}/Appointment`,
  ManageAccount: `${LOAN}/ManageAccount`,
  RenewalSignature: `${LOAN}/RenewalSignature`,
  AccountStatusBlocked: `${LOAN}/Pending/AccountStatusBlocked`,
  DocumentUpload: `${LOAN}/Pending/DocumentUpload`,
  MakePayment: `${LOAN}/Payment`,
  ProductSwitch: `${LOAN}/Payment/ProductSwitch`,
  CancelRenewal: `${LOAN}/Payment/CancelRenewal`,
  OfrVehicleRecovery: `${LOAN}/Payment/OfrVehicleRecovery`,
  OfrVehicleRepossessed: `${LOAN}/Payment/OfrVehicleRepossessed`,
  SettlementOffer: `${LOAN}/Payment/SettlementOffer`,
  GetCashAmount: `${LOAN}/Payment/GetCashAmount`,
  OfferDetails: '/inl/Offers/OfferDetails',
  OriginationAmount: '/inl/Origination/Amount',
};

export function registerTestRoutes(): void {
  const routes: RouteInfo[] = Object.entries(PATHS).map(([baseName, path]) => ({
    name: `inl-${baseName}`,
    baseName,
    path,
    group: 'brand',
    meta: { brand: 'inl' },
  }));
  routes.push({
    name: 'LinkAccountOptions',
    baseName: 'LinkAccountOptions',
    path: '/LinkAccountOptions',
    group: 'authenticated',
    meta: {},
  });
  registerRoutes(routes);
}

export function signInAs(customerId = 'T100001'): void {
  useSessionStore.setState({
    authenticated: true,
    customerId,
    customerIds: { tlxe: customerId },
    brands: ['inl'],
    tokens: { accessToken: 'access-token-1', deviceKey: 'device-key-1' },
  });
}

export function renderScreen(ui: ReactElement, options: Parameters<typeof renderSharedScreen>[1]) {
  registerTestRoutes();
  return renderSharedScreen(ui, options);
}
