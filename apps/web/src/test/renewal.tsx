/**
 * Render a renewal screen (issue 13: the disclosures, ancillary and auto-pay features) at its inl route of loan A1,
 * with the routes it leads to registered, a signed-in session and a renewal in progress in the payment slice.
 */
import type { ReactElement } from 'react';
import type {
  TAncillaryProducts,
  TLoanSigningResponse,
  TRefiAllowedStatus,
} from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { registerRoutes } from '../shared/routing/route-path';
import { usePaymentStore, type PaymentData } from '../shared/session/payment-store';
import { useSessionStore } from '../shared/session/session-store';
import { A1_ID } from './loan-fixtures';
import { inlRoute, jsonResponse, renderScreen } from './render-screen';

const LOAN = 'Accounts/:loanId';
const SCREENS = [
  'ReviewPayment',
  'SelectPaymentMethod',
  'GpsLocationDisabled',
  'AccountDisclosures',
  'DocuSignView',
  'RenewalWait',
  'AncillaryProducts',
  'AncillaryProductsConfirm',
  'ProductSwitchAppointment',
  'AutoPayConfirm',
  'AutoPayUpdatePaymentMethod',
  'AutoPayAddMethod',
  'PaymentProcessing',
];
const ROUTES = [
  inlRoute('Dashboard', 'Accounts'),
  inlRoute('AccountDetails', LOAN),
  ...SCREENS.map((name) => inlRoute(name, `${LOAN}/Payment/${name}`)),
];
const routeOf = (name: string) => ROUTES.find((route) => route.baseName === name)?.path ?? '';

export const renewalPath = (name: string, loanId = A1_ID) =>
  routeOf(name).replace(':loanId', loanId);

export const ENVELOPE_ID = 'e0000000-0000-4000-8000-000000000001';

/** A renewal of A1 paying $215.40 with Visa debit ••1111, as ReviewPayment leaves it. */
export function startRenewal(patch: Partial<PaymentData> = {}): void {
  useSessionStore.setState({
    authenticated: true,
    guest: false,
    user: {
      profileId: 'b0000000-0000-4000-8000-000000000001',
      username: 'ana.tlxe@example.com',
      email: 'ana.tlxe@example.com',
    },
    customerId: 'T100001',
    customerIds: { tlxe: 'T100001' },
    brands: ['inl'],
    tokens: { accessToken: 'access-token-1', deviceKey: 'device-key-1' },
  });
  usePaymentStore.getState().clear();
  usePaymentStore.getState().update({
    loanId: A1_ID,
    lmsId: '10001-001',
    brand: 'inl',
    isRefi: true,
    paymentAmount: 21540,
    paymentAmountType: 'onlineProduct',
    paymentType: 3,
    paymentCardToken: 'tok_visa_1111_abcdef',
    paymentCardIds: [{ type: 'TLXe', id: 'card-1' }],
    cardNumber: '1111',
    cardType: 'visa',
    cardHolderName: 'Ana Rivera',
    ...patch,
  });
}

export function renderRenewalScreen(
  ui: ReactElement,
  name: string,
  options: { state?: unknown; loanId?: string } = {},
) {
  registerRoutes(ROUTES);
  return renderScreen(ui, {
    path: renewalPath(name, options.loanId),
    route: routeOf(name),
    state: options.state,
  });
}

export const configSettings = (overrides: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {}) =>
  jsonResponse({
    settings: {
      ...SERVER_SETTINGS_DEFAULTS,
      gpsCheckRefinance: false,
      gpsForceRefinance: false,
      ...overrides,
    },
    defaultBrand: 'inl',
  });

export const refiAllowed = (overrides: Partial<TRefiAllowedStatus> = {}): TRefiAllowedStatus => ({
  loanId: A1_ID,
  allowed: true,
  refusal: null,
  storeState: 'TX',
  storeName: 'Houston Westheimer',
  storeCity: 'Houston',
  positionState: 'TX',
  consentRequired: false,
  consented: false,
  ...overrides,
});

export const envelope = (overrides: Partial<TLoanSigningResponse> = {}): TLoanSigningResponse => ({
  envelopeId: ENVELOPE_ID,
  loanId: A1_ID,
  status: 'sent',
  signingUrl: `/api/esign/sign/${ENVELOPE_ID}`,
  expiresAt: '2026-06-01T18:00:00.000Z',
  signed: false,
  ...overrides,
});

export const ancillaryProducts = (
  overrides: Partial<TAncillaryProducts> = {},
): TAncillaryProducts => ({
  products: [
    {
      productId: 'paymentProtection',
      name: 'Payment protection',
      description: 'Covers your payments if you lose your job.',
      priceCents: 1299,
      required: false,
      requiredText: null,
    },
    {
      productId: 'identityProtection',
      name: 'Identity protection',
      description: 'Monitors your credit and identity.',
      priceCents: 799,
      required: true,
      requiredText: 'Identity protection is required to renew this loan online.',
    },
  ],
  confirmText:
    'I understand these products are optional unless marked required, and that I can cancel them at any time.',
  missingProducts: [],
  showAppointmentLink: false,
  ...overrides,
});
