/** Render a refinance screen at its inl route, with the routes it links to registered, and the calls it makes. */
import type { ReactElement } from 'react';
import type { TAccountDetailResponse, TRiskInfoResponse } from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { registerRoutes } from '../../../shared/routing/route-path';
import { markRenewalLocationPassed } from '../../../shared/location';
import { useSessionStore } from '../../../shared/session/session-store';
import { resetAllStores } from '../../../shared/session/store-reset';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { riskInfoAnswer } from '../../../test/risk-info-fixture';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';

export { A1_ID, loanDetail } from '../../../test/loan-fixtures';
export const PROFILE_ID = 'b0000000-0000-4000-8000-000000000001';
export const NEW_LOAN_ID = 'a0000000-0000-4000-8000-000000000099';

const LOAN = 'Accounts/:loanId';
const PAYMENT_SCREENS = [
  'GpsLocation',
  'ProductSwitch',
  'ProductSwitchAppointment',
  'CancelRenewal',
  'SelectPaymentMethod',
  'ConfirmPayment',
  'AccountDisclosures',
];
const ROUTES = [
  inlRoute('Dashboard', 'Accounts'),
  inlRoute('AccountDetails', LOAN),
  inlRoute('AlternateBlocked', `${LOAN}/AlternateBlocked`),
  inlRoute('Appointment', `${LOAN}/Appointment`),
  inlRoute('MakePayment', `${LOAN}/Payment`),
  ...PAYMENT_SCREENS.map((name) => inlRoute(name, `${LOAN}/Payment/${name}`)),
];

export const refinancePath = (name: string, loanId = A1_ID) =>
  `/inl/Accounts/${loanId}/Payment/${name}`;

/** Signed in as P1; her renewal's location step passed (it comes first, before ProductSwitch) unless told otherwise. */
export function signIn({
  guest = false,
  locationPassed = true,
}: { guest?: boolean; locationPassed?: boolean } = {}): void {
  resetAllStores();
  if (locationPassed) markRenewalLocationPassed(A1_ID);
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

export const riskInfo = (overrides: Partial<TRiskInfoResponse> = {}): TRiskInfoResponse =>
  riskInfoAnswer(A1_ID, overrides);

export const lockState = (overrides: Record<string, unknown> = {}) => ({
  loanId: A1_ID,
  lockType: 'alternateParty',
  locked: true,
  lockedByMe: true,
  lockedByName: null,
  expiresAt: null,
  alreadyLocked: false,
  ...overrides,
});

type Handler = Parameters<typeof mockApi>[0][string];

/** The calls of a refinance screen: the loan (or an HTTP status for its failure), risk info, settings, the lock. */
export function refinanceApi(
  loan: TAccountDetailResponse | number = loanDetail(),
  extra: Record<string, Handler> = {},
) {
  return mockApi({
    'GET /accountdetail': () =>
      typeof loan === 'number'
        ? jsonResponse({ statusCode: loan, message: 'boom' }, loan)
        : jsonResponse(loan),
    'GET /riskInfo': () => jsonResponse(riskInfo()),
    'GET /configsettings': () =>
      jsonResponse({ settings: SERVER_SETTINGS_DEFAULTS, defaultBrand: 'inl' }),
    'POST /loanlock': () => jsonResponse(lockState()),
    ...extra,
  });
}

export function renderRefinanceScreen(ui: ReactElement, name: string, query = '') {
  registerRoutes(ROUTES);
  return renderScreen(ui, {
    path: `${refinancePath(name)}${query}`,
    route: `/inl/${LOAN}/Payment/${name}`,
  });
}
