import { describe, it, expect } from 'vitest';
import type { MenuContext } from './menu-types';
import { referralSidebarItems, usesReferralSidebar } from './referral-sidebar';

const referralUser: MenuContext = {
  authenticated: true,
  currentRoute: 'ReferralRewardsHome',
  brand: 'inl',
  userBrands: [],
  customerIds: {},
  isReferralUser: true,
  referralEligible: true,
  unviewedOffers: 0,
  flags: { displayOfferButton: true, displayReferralButton: true, displayOptInDisclosures: true },
};

describe('usesReferralSidebar', () => {
  it('is used for an authenticated non-customer referral user only', () => {
    expect(usesReferralSidebar(referralUser)).toBe(true);
    expect(usesReferralSidebar({ ...referralUser, authenticated: false })).toBe(false);
    expect(usesReferralSidebar({ ...referralUser, isReferralUser: false })).toBe(false);
    expect(usesReferralSidebar({ ...referralUser, customerIds: { nls: 'N' } })).toBe(false);
    expect(usesReferralSidebar({ ...referralUser, customerIds: { tlxe: 'T' } })).toBe(false);
  });
});

describe('referralSidebarItems', () => {
  it('lists referral rewards, link account, terms in-app, privacy, opt-in, sign out', () => {
    const items = referralSidebarItems(referralUser);
    expect(items.map((i) => [i.id, i.route ?? i.external])).toEqual([
      ['referralRewards', 'ReferralRewardsHome'],
      ['linkAccount', 'LinkAccountOptions'],
      ['termsAndConditions', 'inl-TermsConditions'],
      ['privacyNotice', 'privacy'],
      ['optInDisclosures', 'inl-OptInDisclosures'],
      ['signOut', 'Login'],
    ]);
  });

  it('opens terms externally in the external-terms brand (tmx by default)', () => {
    const tmx = referralSidebarItems({ ...referralUser, brand: 'tmx' }).find(
      (i) => i.id === 'termsAndConditions',
    );
    expect(tmx).toMatchObject({ external: 'terms' });
    expect(tmx?.route).toBeUndefined();
    const inl = referralSidebarItems({ ...referralUser, externalTermsBrand: 'inl' }).find(
      (i) => i.id === 'termsAndConditions',
    );
    expect(inl?.external).toBe('terms');
  });

  it('drops link account and sign out when not signed in, and opt-in without its flag', () => {
    const ids = referralSidebarItems({
      ...referralUser,
      authenticated: false,
      flags: { ...referralUser.flags, displayOptInDisclosures: false },
    }).map((i) => i.id);
    expect(ids).toEqual(['referralRewards', 'termsAndConditions', 'privacyNotice']);
  });
});
