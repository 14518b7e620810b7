import { describe, it, expect } from 'vitest';
import { BRAND_CODES } from '@lender/domain';
import { buildRouteTable, createRouteTable, routeInfos } from './route-table';
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

  it('gives the public and install pages and FeatureUnavailable their screens', () => {
    const table = createRouteTable('inl');
    const built = table.map((r) => r.baseName);
    for (const name of [
      'Login',
      'ContactUs',
      'TermsConditions',
      'OptInDisclosures',
      'MaintenanceMode',
      'NetworkError',
      'PwaInstallApple',
    ]) {
      expect(built).toContain(name);
    }
    expect(table.find((r) => r.name === 'inl-FeatureUnavailable')?.screen).toBeTypeOf('function');
  });

  it('gives every referral route its screen (none shows the not-built placeholder)', () => {
    const table = createRouteTable('inl');
    const referral = table.filter((r) => r.meta.flow === 'referral' || r.name === 'ReferralLink');
    expect(referral.map((r) => r.name).sort()).toEqual(
      [
        'ReferCompleteProfile',
        'ReferRedeemAddCard',
        'ReferRedeemReview',
        'ReferRedeemSuccess',
        'ReferralLink',
        'ReferralRewardsHome',
      ].sort(),
    );
    for (const route of referral) {
      expect(route.screen).toBeTypeOf('function');
      expect(route.namespaces).toContain('referral');
    }
  });

  it('gives CustomerProfile its profile screen (the menu’s My profile no longer shows the not-built placeholder)', () => {
    const route = createRouteTable('inl').find((r) => r.name === 'inl-CustomerProfile');
    expect(route?.screen).toBeTypeOf('function');
    expect(route?.namespaces).toEqual(['profile']);
  });

  it('gives the two vehicle-recovery screens of the Payment group their recovery screens (none shows the not-built placeholder)', () => {
    const table = createRouteTable('tmx');
    for (const name of ['OfrVehicleRecovery', 'OfrVehicleRepossessed']) {
      const route = table.find((r) => r.name === `tmx-${name}`);
      expect(route?.path).toBe(`/tmx/Accounts/:loanId/Payment/${name}`);
      expect(route?.screen).toBeTypeOf('function');
      expect(route?.namespaces).toEqual(['recovery']);
    }
  });

  it('gives Offers, OfferDetails and the Payment group’s SettlementOffer their offers screens (none shows the not-built placeholder)', () => {
    const table = createRouteTable('inl');
    const byName = Object.fromEntries(table.map((r) => [r.name, r]));
    expect(byName['inl-Offers']?.path).toBe('/inl/Offers');
    expect(byName['inl-OfferDetails']?.path).toBe('/inl/Offers/OfferDetails');
    expect(byName['inl-SettlementOffer']?.path).toBe(
      '/inl/Accounts/:loanId/Payment/SettlementOffer',
    );
    for (const name of ['inl-Offers', 'inl-OfferDetails', 'inl-SettlementOffer']) {
      expect(byName[name]?.screen).toBeTypeOf('function');
      expect(byName[name]?.namespaces).toEqual(['offers', 'cardsShared', 'disclosureShared']);
    }
  });

  it('gives every Origination route and WidgetOffer their offers screens (none shows the not-built placeholder)', () => {
    const table = createRouteTable('tmx');
    const byName = Object.fromEntries(table.map((r) => [r.name, r]));
    expect(byName['tmx-OriginationAmount']?.path).toBe('/tmx/Origination/Amount');
    expect(byName['tmx-WidgetOffer']?.path).toBe('/tmx/Offers/WidgetOffer');
    for (const name of [
      'OriginationAmount',
      'OriginationCallMe',
      'OriginationChooseMethod',
      'OriginationDocuSign',
      'OriginationAddDebitDisburseMethod',
      'OriginationManageDisburseMethod',
      'WidgetOffer',
    ]) {
      expect(byName[`tmx-${name}`]?.screen).toBeTypeOf('function');
      expect(byName[`tmx-${name}`]?.namespaces).toEqual([
        'offers',
        'cardsShared',
        'disclosureShared',
      ]);
    }
  });

  it('gives the renewal’s entry, store visit and cancel screens of the Payment group their refinance screens (none shows the not-built placeholder)', () => {
    const table = createRouteTable('tmx');
    for (const name of ['ProductSwitch', 'ProductSwitchAppointment', 'CancelRenewal']) {
      const route = table.find((r) => r.name === `tmx-${name}`);
      expect(route?.path).toBe(`/tmx/Accounts/:loanId/Payment/${name}`);
      expect(route?.screen).toBeTypeOf('function');
      expect(route?.namespaces).toEqual([
        'refinance',
        'cardsShared',
        'riskInfoShared',
        'disclosureShared',
      ]);
    }
    // a finished renewal is not made again by going back into its steps; its cancel stays reachable
    const confirm = table.find((r) => r.name === 'tmx-ConfirmPayment')?.meta.preventNavigation;
    for (const step of [
      'ProductSwitch',
      'AccountDisclosures',
      'DocuSignView',
      'AncillaryProducts',
      'AncillaryProductsConfirm',
      'AutoPayConfirm',
      'PaymentProcessing',
    ]) {
      expect(confirm).toContain(step);
    }
    expect(confirm).not.toContain('CancelRenewal');
  });

  it('gives the six get-cash screens of the Payment group their funds screens (none shows the not-built placeholder)', () => {
    const table = createRouteTable('inl');
    for (const name of [
      'GetCashAmount',
      'GetCashNotice',
      'PendingDisbursement',
      'ConfirmDisbursement',
      'ManageDisburseMethod',
      'AddDebitDisburseMethod',
    ]) {
      const route = table.find((r) => r.name === `inl-${name}`);
      expect(route?.path).toBe(`/inl/Accounts/:loanId/Payment/${name}`);
      expect(route?.screen).toBeTypeOf('function');
      expect(route?.namespaces).toEqual([
        'funds',
        'cardsShared',
        'riskInfoShared',
        'disclosureShared',
      ]);
    }
    const byName = Object.fromEntries(table.map((r) => [r.name, r]));
    // the pending draw goes on to its confirmation; neither goes back to start another draw
    expect(byName['inl-PendingDisbursement']?.meta.preventNavigation).not.toContain(
      'ConfirmDisbursement',
    );
    expect(byName['inl-PendingDisbursement']?.meta.preventNavigation).toContain('GetCashNotice');
    expect(byName['inl-ConfirmDisbursement']?.meta.preventNavigation).toContain('GetCashAmount');
  });

  it('gives the renewal’s steps between the review and the payment their screens (none shows the not-built placeholder)', () => {
    const table = createRouteTable('inl');
    const byName = Object.fromEntries(table.map((r) => [r.name, r]));
    const expected: [name: string, namespaces: string[]][] = [
      ['AccountDisclosures', ['disclosures', 'disclosureShared']],
      ['DocuSignView', ['disclosures', 'disclosureShared']],
      ['AncillaryProducts', ['ancillary']],
      ['AncillaryProductsConfirm', ['ancillary']],
      ['AutoPayConfirm', ['auto-pay', 'cardsShared']],
      ['AutoPayUpdatePaymentMethod', ['auto-pay', 'cardsShared']],
      ['AutoPayAddMethod', ['auto-pay', 'cardsShared']],
    ];
    for (const [name, namespaces] of expected) {
      const route = byName[`inl-${name}`];
      expect(route?.path).toBe(`/inl/Accounts/:loanId/Payment/${name}`);
      expect(route?.screen, name).toBeTypeOf('function');
      expect(route?.namespaces).toEqual(namespaces);
    }
    // the disclosures and their signing ceremony block each other (history moves; the flow's own step passes)
    expect(byName['inl-AccountDisclosures']?.meta.preventNavigation).toEqual(['DocuSignView']);
    expect(byName['inl-DocuSignView']?.meta.preventNavigation).toEqual(['AccountDisclosures']);
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
