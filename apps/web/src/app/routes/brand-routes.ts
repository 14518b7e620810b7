/**
 * Brand-prefixed routes (spec §2): each lives under /{brand}/… and its name is `${brand}-${name}`.
 * Where the spec reuses a name in two groups, the non-payment one carries its group as a prefix
 * (see README.md beside this file).
 */
import type { BrandCode } from '@lender/domain';
import type { RouteInfo, RouteMeta } from '../../shared/routing/types';

interface BrandRouteTemplate {
  name: string;
  /** path under /{brand}/ */
  path: string;
  meta?: Omit<RouteMeta, 'brand'>;
}

const LOAN = 'Accounts/:loanId';
const PAYMENT = `${LOAN}/Payment`;

const group = (
  flow: string,
  base: string,
  routes: [name: string, path: string][],
  extra: Omit<RouteMeta, 'brand' | 'flow'> = {},
) =>
  routes.map(([name, path]): BrandRouteTemplate => ({
    name,
    path: path ? `${base}/${path}` : base,
    meta: { flow, ...extra },
  }));

/** preventNavigation lists: from the route on the left, the named routes cannot be entered. */
export const PREVENT_NAVIGATION: Readonly<Record<string, string[]>> = {
  // a finished payment, or renewal (its steps: decision 026), is not made again by going back
  ConfirmPayment: [
    'ReviewPayment',
    'PaymentProcessing',
    'MakePayment',
    'SelectPaymentMethod',
    'ProductSwitch',
    'AccountDisclosures',
    'DocuSignView',
    'RenewalWait',
    'AncillaryProducts',
    'AncillaryProductsConfirm',
    'AutoPayConfirm',
  ],
  DocuSignView: ['AccountDisclosures'],
  AccountDisclosures: ['DocuSignView'],
  ProductSwitchAppointment: ['ProductSwitch'],
  // a draw on its way cannot be started again; its confirmation is where it goes next
  PendingDisbursement: ['GetCashAmount', 'GetCashNotice'],
  ConfirmDisbursement: ['PendingDisbursement', 'GetCashAmount', 'GetCashNotice'],
};

const PAYMENT_PAGES: [string, string][] = [
  ['OfrVehicleRecovery', 'OfrVehicleRecovery'],
  ['OfrVehicleRepossessed', 'OfrVehicleRepossessed'],
  ['MakePayment', ''],
  ...[
    'ProductSwitch',
    'ReviewPayment',
    'SettlementOffer',
    'SelectPaymentMethod',
    'AddPaymentMethod',
    'PaymentProcessing',
    'ProductSwitchAppointment',
    'CancelRenewal',
    'ConfirmPayment',
    'CustomerDetails',
    'AltPartyVerifyCode',
    'Code',
    'AccountDisclosures',
    'AncillaryProducts',
    'AncillaryProductsConfirm',
    'DocuSignView',
    'RenewalWait',
    'PendingDisbursement',
    'GetCashAmount',
    'GetCashNotice',
    'ManageDisburseMethod',
    'AddDebitDisburseMethod',
    'ConfirmDisbursement',
    'VerificationMethod',
    'GpsLocation',
    'GpsLocationDisabled',
    'AutoPayConfirm',
    'AutoPayUpdatePaymentMethod',
    'AutoPayAddMethod',
  ].map((name): [string, string] => [name, name]),
];

export const BRAND_ROUTE_TEMPLATES: readonly BrandRouteTemplate[] = [
  { name: 'CustomerProfile', path: 'CustomerProfile', meta: { flow: 'profile' } },
  ...group('origination', 'Origination', [
    ['OriginationAmount', 'Amount'],
    ['OriginationCallMe', 'CallMe'],
    ['OriginationChooseMethod', 'ChooseMethod'],
    ['OriginationDocuSign', 'DocuSign'],
    ['OriginationAddDebitDisburseMethod', 'AddDebitDisburseMethod'],
    ['OriginationManageDisburseMethod', 'ManageDisburseMethod'],
  ]),
  ...group('offers', 'Offers', [
    ['Offers', ''],
    ['OfferDetails', 'OfferDetails'],
    ['WidgetOffer', 'WidgetOffer'],
  ]),
  { name: 'FeatureUnavailable', path: 'FeatureUnavailable' },
  ...group('paymentMethods', 'PaymentMethods', [
    ['ManagePaymentMethod', ''],
    ['PaymentMethodsAddPaymentMethod', 'AddPaymentMethod'],
  ]),
  ...group('stores', 'Stores', [
    ['StoreLocator', ''],
    ['StoreDetails', ':storeId'],
  ]),
  ...group('accounts', 'Accounts', [
    ['Dashboard', ''],
    ['AccountDetails', ':loanId'],
    ['AccountDocuments', ':loanId/Documents/:lmsId'],
    ['AccountMonthlyDocuments', ':loanId/AccountMonthlyDocuments'],
    ['AlternateBlocked', ':loanId/AlternateBlocked'],
    ['Appointment', ':loanId/Appointment'],
    ['ManageAccount', ':loanId/ManageAccount'],
    // decision 054: the co-signed loan's other party reads and signs a renewal asked of them
    ['RenewalSignature', ':loanId/RenewalSignature'],
  ]),
  ...group('pending', `${LOAN}/Pending`, [
    ['AccountStatusBlocked', 'AccountStatusBlocked'],
    ['DocumentUpload', 'DocumentUpload'],
  ]),
  ...group('payment', PAYMENT, PAYMENT_PAGES, { paymentFlowPage: true }).map((t) =>
    PREVENT_NAVIGATION[t.name]
      ? { ...t, meta: { ...t.meta, preventNavigation: PREVENT_NAVIGATION[t.name] } }
      : t,
  ),
];

/** The brand-prefixed routes of one brand. */
export function brandRoutes(brand: BrandCode): RouteInfo[] {
  return BRAND_ROUTE_TEMPLATES.map((t) => ({
    name: `${brand}-${t.name}`,
    baseName: t.name,
    path: `/${brand}/${t.path}`,
    group: 'brand',
    meta: { ...t.meta, brand },
  }));
}
