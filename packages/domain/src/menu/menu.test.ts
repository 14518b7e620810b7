import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BRAND_CODES, type BrandCode } from '../brands/brands';
import { visibleMenuItems, type MenuContext, type MenuItemId } from './menu';
import { showsChevron } from './menu-routes';

const base: MenuContext = {
  authenticated: true,
  currentRoute: 'inl-AccountDetails',
  brand: 'inl',
  userBrands: ['inl'],
  customerIds: { tlxe: 'T1' },
  isReferralUser: false,
  referralEligible: true,
  unviewedOffers: 2,
  flags: { displayOfferButton: true, displayReferralButton: true, displayOptInDisclosures: true },
};
const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({ ...base, ...over });
const ids = (c: MenuContext): MenuItemId[] => visibleMenuItems(c).map((i) => i.id);
const find = (c: MenuContext, id: MenuItemId) => visibleMenuItems(c).find((i) => i.id === id);

describe('the guest menu (a signed-link session)', () => {
  const guestPaymentPath = '/inl/Accounts/0b0c5d1e-0000-4000-8000-000000000001/Payment';

  it('offers only what a guest can do: its payment, contact us, sign in and leave', () => {
    const guest = ctx({ guestPaymentPath, customerIds: {}, userBrands: ['inl'] });
    expect(visibleMenuItems(guest)).toEqual([
      { id: 'guestPayment', labelKey: 'menu.guestPayment', path: guestPaymentPath },
      { id: 'contactUs', labelKey: 'menu.contactUs', route: 'ContactUs' },
      { id: 'signIn', labelKey: 'menu.signIn', route: 'Login', endsSession: true },
      { id: 'leave', labelKey: 'menu.leave', route: 'Login', endsSession: true },
    ]);
  });

  it('never shows a guest an entry of the signed-in menu, whatever else the context says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BRAND_CODES),
        fc.boolean(),
        fc.boolean(),
        (brand, isReferralUser, referralEligible) => {
          const items = visibleMenuItems(
            ctx({
              guestPaymentPath,
              brand,
              userBrands: [brand, 'tmx'],
              isReferralUser,
              referralEligible,
            }),
          );
          expect(items.map((i) => i.id)).toEqual(['guestPayment', 'contactUs', 'signIn', 'leave']);
        },
      ),
    );
  });

  it('a signed-in user’s sign out ends the session; the guest entries are not in the signed-in menu', () => {
    expect(find(ctx(), 'signOut')).toMatchObject({ route: 'Login', endsSession: true });
    expect(ids(ctx())).not.toContain('guestPayment');
    expect(ids(ctx())).not.toContain('leave');
  });
});

describe('visibleMenuItems', () => {
  it('lists a signed-in main-family user in spec order', () => {
    expect(ids(ctx({ userBrands: ['inl', 'tmx'] }))).toEqual([
      'allMyAccounts',
      'myAccounts',
      'managePaymentMethods',
      'offers',
      'referralRewards',
      'storeLocator',
      'contactUs',
      'myProfile',
      'privacyAndTerms',
      'linkAccount',
      'applyForLoan',
      'signOut',
    ]);
  });

  it('gives routes, label keys and the offers badge', () => {
    const items = visibleMenuItems(ctx({ userBrands: ['inl', 'tmx'] }));
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId.allMyAccounts?.route).toBe('Home');
    expect(byId.myAccounts?.route).toBe('inl-Dashboard');
    expect(byId.managePaymentMethods?.route).toBe('inl-ManagePaymentMethod');
    expect(byId.offers).toMatchObject({ route: 'inl-Offers', badge: 2, labelKey: 'menu.offers' });
    expect(byId.referralRewards?.route).toBe('ReferralRewardsHome');
    expect(byId.contactUs?.route).toBe('ContactUs');
    expect(byId.myProfile?.route).toBe('inl-CustomerProfile');
    expect(byId.linkAccount?.route).toBe('LinkAccountOptions');
    expect(byId.applyForLoan).toMatchObject({
      external: 'apply',
      externalParams: { utm_source: 'app', utm_medium: 'menu', utm_campaign: 'inl' },
    });
    expect(byId.privacyAndTerms?.children?.map((c) => [c.id, c.route ?? c.external])).toEqual([
      ['termsAndConditions', 'terms'],
      ['privacyNotice', 'privacy'],
      ['optInDisclosures', 'inl-OptInDisclosures'],
    ]);
  });

  it('shows a visitor only the public entries and sign in', () => {
    expect(
      ids(
        ctx({
          authenticated: false,
          userBrands: [],
          customerIds: {},
          brand: 'cic',
          currentRoute: '',
        }),
      ),
    ).toEqual(['storeLocator', 'contactUs', 'privacyAndTerms', 'signIn']);
  });

  it('hides sign in on AccountStatusBlocked, plain or brand-prefixed, and the store locator too', () => {
    for (const route of ['AccountStatusBlocked', 'tmx-AccountStatusBlocked']) {
      const list = ids(ctx({ authenticated: false, currentRoute: route }));
      expect(list).not.toContain('signIn');
      expect(list).not.toContain('storeLocator');
    }
  });

  it('hides my accounts on Home and on the brand dashboard only', () => {
    expect(ids(ctx({ currentRoute: 'Home' }))).not.toContain('myAccounts');
    expect(ids(ctx({ currentRoute: 'inl-Dashboard' }))).not.toContain('myAccounts');
    expect(ids(ctx({ currentRoute: 'inl-Offers' }))).toContain('myAccounts');
  });

  it('shows all my accounts only with more than one brand', () => {
    expect(ids(ctx({ userBrands: ['inl'] }))).not.toContain('allMyAccounts');
    expect(ids(ctx({ userBrands: ['inl', 'inl'] }))).not.toContain('allMyAccounts');
    expect(ids(ctx({ userBrands: ['cic', 'chs'] }))).toContain('allMyAccounts');
  });

  it('needs a main-family user and the flag for offers', () => {
    expect(ids(ctx({ userBrands: ['cic'], brand: 'cic' }))).not.toContain('offers');
    expect(ids(ctx({ flags: { ...base.flags, displayOfferButton: false } }))).not.toContain(
      'offers',
    );
    expect(ids(ctx({ authenticated: false }))).not.toContain('offers');
  });

  it('needs main family, eligibility and the flag for referral rewards and hides it in tmx by default', () => {
    expect(ids(ctx())).toContain('referralRewards');
    expect(ids(ctx({ referralEligible: false }))).not.toContain('referralRewards');
    expect(ids(ctx({ flags: { ...base.flags, displayReferralButton: false } }))).not.toContain(
      'referralRewards',
    );
    expect(ids(ctx({ userBrands: ['esm'] }))).not.toContain('referralRewards');
    expect(ids(ctx({ brand: 'tmx', userBrands: ['tmx'] }))).not.toContain('referralRewards');
    expect(ids(ctx({ brand: 'tmx', userBrands: ['tmx'], referralHiddenBrand: 'inl' }))).toContain(
      'referralRewards',
    );
    expect(ids(ctx({ referralHiddenBrand: 'inl' }))).not.toContain('referralRewards');
  });

  it('needs the opt-in flag for opt-in disclosures', () => {
    const children = find(
      ctx({ flags: { ...base.flags, displayOptInDisclosures: false } }),
      'privacyAndTerms',
    )?.children;
    expect(children?.map((c) => c.id)).toEqual(['termsAndConditions', 'privacyNotice']);
  });

  it('hides the store locator for legacy-system-only users', () => {
    expect(ids(ctx({ customerIds: { nls: 'N1' } }))).not.toContain('storeLocator');
    expect(ids(ctx({ customerIds: { nls: 'N1', tlxe: 'T1' } }))).toContain('storeLocator');
    expect(ids(ctx({ customerIds: {} }))).toContain('storeLocator');
  });

  it('offers apply for loan in inl and tmx only, with the brand as campaign', () => {
    for (const brand of BRAND_CODES) {
      const apply = find(ctx({ brand }), 'applyForLoan');
      if (brand === 'inl' || brand === 'tmx')
        expect(apply?.externalParams?.utm_campaign).toBe(brand);
      else expect(apply).toBeUndefined();
    }
  });

  it('drops an entry or child whose display flag is false', () => {
    const c = ctx({ displayFlags: { contactUs: false, privacyNotice: false, signOut: true } });
    expect(ids(c)).not.toContain('contactUs');
    expect(ids(c)).toContain('signOut');
    expect(find(c, 'privacyAndTerms')?.children?.map((x) => x.id)).not.toContain('privacyNotice');
  });

  it('always shows contact us, terms and privacy', () => {
    const brand = fc.constantFrom<BrandCode>(...BRAND_CODES);
    fc.assert(
      fc.property(
        fc.boolean(),
        brand,
        fc.subarray([...BRAND_CODES]),
        fc.string(),
        (authenticated, b, userBrands, route) => {
          const c = ctx({ authenticated, brand: b, userBrands, currentRoute: route });
          const list = ids(c);
          expect(list).toContain('contactUs');
          expect(find(c, 'privacyAndTerms')?.children?.map((x) => x.id)).toEqual(
            expect.arrayContaining(['termsAndConditions', 'privacyNotice']),
          );
          expect(list.includes('signOut')).toBe(authenticated);
          expect(list.includes('signIn')).toBe(
            !authenticated && !route.endsWith('AccountStatusBlocked'),
          );
        },
      ),
    );
  });
});

describe('showsChevron', () => {
  it('is true only below 25 characters', () => {
    expect(showsChevron('x'.repeat(24))).toBe(true);
    expect(showsChevron('x'.repeat(25))).toBe(false);
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (s) => showsChevron(s) === s.length < 25));
  });
});
