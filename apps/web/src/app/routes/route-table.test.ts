/**
 * The route table: every spec route name once, brand routes per default brand, the spec paths, the blocking routes'
 * preventNavigation lists, and screens found by base name in the registries (none missing, none twice).
 */
import { describe, it, expect } from 'vitest';
import { BRAND_CODES } from '@lender/domain';
import { buildRouteTable, routeInfos } from './route-table';
import { collectScreens, mergeScreenRegistries } from './feature-screens';
import { PREVENT_NAVIGATION } from './brand-routes';

/** Every route name of spec §2 (brand routes without their prefix). */
const ROOT_NAMES = [
  'Login',
  'NetworkError',
  'Register',
  'VerifyWarning',
  'VerifyEmail',
  'RegisterVerificationCode',
  'RegisterVerificationMethod',
  'VerifyConfirm',
  'ForgotPassword',
  'RecoveryEmail',
  'ResetPassword',
  'SecureAccount',
  'ForgotPasswordVerificationCode',
  'ForgotPasswordVerificationMethod',
  'Home',
  'ExternalBrowserAuth',
  'AccountSelect',
  'LinkAccountOptions',
  'LinkAccount',
  'LinkAccountFailed',
  'ReplaceAccount',
  'TrustedDeviceWarning',
  'TrustedDeviceVerificationMethod',
  'VerificationCode',
  'TrustedDeviceEmail',
  'UpdateUserEmail',
  'UpdateUserCode',
  'UpdateUserVerificationMethod',
  'ReferralRewardsHome',
  'ReferCompleteProfile',
  'ReferRedeemAddCard',
  'ReferRedeemReview',
  'ReferRedeemSuccess',
  'ReferralLink',
  'ContactUs',
  'MaintenanceMode',
  'TermsConditionsConsent',
  'ConfirmAccountReplacement',
  'ExperianDisclosure',
  'PwaInstallRoute',
  'PwaInstallUnsupported',
  'PwaInstallApple',
  'PwaInstallChrome',
];
const BRAND_NAMES = [
  'CustomerProfile',
  'OriginationAmount',
  'OriginationCallMe',
  'OriginationChooseMethod',
  'OriginationDocuSign',
  'OriginationAddDebitDisburseMethod',
  'OriginationManageDisburseMethod',
  'Offers',
  'OfferDetails',
  'WidgetOffer',
  'FeatureUnavailable',
  'ManagePaymentMethod',
  'PaymentMethodsAddPaymentMethod',
  'StoreLocator',
  'StoreDetails',
  'Dashboard',
  'AccountDetails',
  'AccountDocuments',
  'AccountMonthlyDocuments',
  'AlternateBlocked',
  'Appointment',
  'AccountStatusBlocked',
  'DocumentUpload',
  'ManageAccount',
  'OfrVehicleRecovery',
  'OfrVehicleRepossessed',
  'MakePayment',
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
  // decision 054 (not in the spec's list): the co-signed renewal's wait, and the other party's signing
  'RenewalWait',
  'RenewalSignature',
];

const names = (brand: Parameters<typeof routeInfos>[0]) => routeInfos(brand).map((r) => r.name);

describe('route table', () => {
  it('has every spec route name, brand routes prefixed for inl and tmx when the default brand is inl', () => {
    const table = names('inl');
    for (const name of ROOT_NAMES) expect(table).toContain(name);
    for (const brand of ['inl', 'tmx'])
      for (const name of BRAND_NAMES) expect(table).toContain(`${brand}-${name}`);
    expect(table).toContain('inl-TermsConditions');
    expect(table).toContain('tmx-TermsConditions');
    for (const brand of BRAND_CODES) expect(table).toContain(`${brand}-OptInDisclosures`);
    expect(table).toHaveLength(ROOT_NAMES.length + 2 * BRAND_NAMES.length + 2 + BRAND_CODES.length);
  });

  it('registers only chs brand routes when the default brand is chs', () => {
    const brandRoutes = routeInfos('chs').filter((r) => r.group === 'brand');
    expect(new Set(brandRoutes.map((r) => r.meta.brand))).toEqual(new Set(['chs']));
    expect(new Set(brandRoutes.map((r) => r.baseName))).toEqual(new Set(BRAND_NAMES));
    expect(brandRoutes).toHaveLength(BRAND_NAMES.length);
    expect(names('chs')).not.toContain('inl-Dashboard');
    // the top-level legal pages do not depend on the default brand
    expect(names('chs')).toContain('inl-TermsConditions');
  });

  it('has unique names and unique paths', () => {
    const infos = routeInfos('inl');
    expect(new Set(infos.map((r) => r.name)).size).toBe(infos.length);
    expect(new Set(infos.map((r) => r.path)).size).toBe(infos.length);
  });

  it('puts brand routes under /{brand}/ and gives the spec paths', () => {
    const byName = Object.fromEntries(routeInfos('inl').map((r) => [r.name, r]));
    expect(byName.Login?.path).toBe('/');
    expect(byName.RegisterVerificationCode?.path).toBe('/Verification/Code');
    expect(byName.RecoveryEmail?.path).toBe('/ForgotPassword/Email');
    expect(byName.ResetPassword?.path).toBe('/ForgotPassword/Reset');
    expect(byName.ExternalBrowserAuth?.path).toBe('/ExternalBrowserAuth/:name');
    expect(byName['tmx-StoreDetails']?.path).toBe('/tmx/Stores/:storeId');
    expect(byName['inl-AccountDetails']?.path).toBe('/inl/Accounts/:loanId');
    expect(byName['inl-AccountDocuments']?.path).toBe('/inl/Accounts/:loanId/Documents/:lmsId');
    expect(byName['inl-MakePayment']?.path).toBe('/inl/Accounts/:loanId/Payment');
    expect(byName['inl-AccountStatusBlocked']?.path).toBe(
      '/inl/Accounts/:loanId/Pending/AccountStatusBlocked',
    );
    expect(byName['inl-MakePayment']?.meta).toMatchObject({
      flow: 'payment',
      brand: 'inl',
      paymentFlowPage: true,
    });
    expect(byName.ReferralLink).toMatchObject({ path: '/Refer/:shortCode', group: 'topLevel' });
    expect(byName.ReferralRewardsHome?.path).toBe('/Referral');
    expect(byName.ReferRedeemReview?.path).toBe('/Referral/ReferRedeemReview');
    expect(byName['esm-OptInDisclosures']).toMatchObject({
      path: '/esm/OptInDisclosures',
      group: 'topLevel',
    });
  });

  it('gives the six blocking routes their preventNavigation lists', () => {
    const byName = Object.fromEntries(routeInfos('inl').map((r) => [r.name, r]));
    for (const name of [
      'ConfirmPayment',
      'DocuSignView',
      'AccountDisclosures',
      'ProductSwitchAppointment',
      'PendingDisbursement',
      'ConfirmDisbursement',
    ]) {
      expect(byName[`inl-${name}`]?.meta.preventNavigation).toEqual(PREVENT_NAVIGATION[name]);
    }
    expect(byName['inl-AccountDisclosures']?.meta.preventNavigation).toContain('DocuSignView');
    expect(byName['inl-DocuSignView']?.meta.preventNavigation).toContain('AccountDisclosures');
    expect(byName['inl-ReviewPayment']?.meta.preventNavigation).toBeUndefined();
  });

  it('uses a registered screen by base name for every brand', () => {
    const screen = async () => ({ default: () => null });
    const table = buildRouteTable('inl', { ...collectScreens(), MakePayment: screen });
    expect(table.find((r) => r.name === 'inl-MakePayment')?.screen).toBe(screen);
    expect(table.find((r) => r.name === 'tmx-MakePayment')?.screen).toBe(screen);
  });

  it('refuses a route without a screen (no placeholder screen exists)', () => {
    expect(() => buildRouteTable('inl', {})).toThrow(/No screen registered for route/);
  });

  it('refuses two registries for one route', () => {
    const screen = async () => ({ default: () => null });
    expect(() => mergeScreenRegistries([{ Login: screen }, { Login: screen }])).toThrow(/Login/);
  });
});
