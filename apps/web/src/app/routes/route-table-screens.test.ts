/**
 * The route table's screens: each feature's routes (public pages, referral, profile, recovery, offers, origination,
 * renewal, get-cash) get their built screen and its namespaces, none the not-built placeholder.
 */
import { describe, it, expect } from 'vitest';
import { createRouteTable } from './route-table';

describe('route table', () => {
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
});
