import type { BrandCode } from '../brands/brands';

/** Side-menu entries in spec order (§2 Side menu); children of privacyAndTerms included. */
export const MENU_ITEM_IDS = [
  'allMyAccounts',
  'myAccounts',
  'managePaymentMethods',
  'offers',
  'referralRewards',
  'storeLocator',
  'contactUs',
  'myProfile',
  'privacyAndTerms',
  'termsAndConditions',
  'privacyNotice',
  'optInDisclosures',
  'linkAccount',
  'applyForLoan',
  'signOut',
  'signIn',
  /** guest (signed link) menu only: back to the payment of the link's loan */
  'guestPayment',
  /** guest (signed link) menu only: end the guest session */
  'leave',
] as const;
export type MenuItemId = (typeof MENU_ITEM_IDS)[number];

/** Which outside page an entry opens in an external browser. */
export type MenuExternal = 'terms' | 'privacy' | 'apply';

export interface MenuItem {
  id: MenuItemId;
  /** i18n key, `menu.<id>`. */
  labelKey: string;
  /** Route NAME (e.g. 'inl-Dashboard', 'ContactUs'). */
  route?: string;
  /** A web path to open instead of a route name (a guest's signed-link payment path). */
  path?: string;
  /** The entry ends the session before it goes on (sign out; a guest's sign in and leave). */
  endsSession?: boolean;
  external?: MenuExternal;
  /** Campaign query parameters for the external application page (apply for loan only). */
  externalParams?: Record<string, string>;
  /** Unviewed count (offers). */
  badge?: number;
  children?: MenuItem[];
}

export interface MenuFlags {
  displayOfferButton: boolean;
  displayReferralButton: boolean;
  displayOptInDisclosures: boolean;
}

export interface MenuContext {
  authenticated: boolean;
  /** Current route name; brand routes are prefixed, e.g. 'inl-AccountStatusBlocked'. */
  currentRoute: string;
  brand: BrandCode;
  userBrands: BrandCode[];
  customerIds: { nls?: string; tlxe?: string };
  isReferralUser: boolean;
  referralEligible: boolean;
  unviewedOffers: number;
  flags: MenuFlags;
  /**
   * A guest (signed link) session: the web path of the link's payment. The menu is then the guest menu:
   * only what a guest can do (that payment, contact us, sign in, leave).
   */
  guestPaymentPath?: string;
  /** Per-entry display flags; an entry shows only if its flag is not false. */
  displayFlags?: Partial<Record<MenuItemId, boolean>>;
  /** The one brand environment that hides referral rewards. Defaults to REFERRAL_HIDDEN_BRAND_DEFAULT. */
  referralHiddenBrand?: BrandCode;
  /** The one brand whose referral-only sidebar opens terms externally. Defaults to EXTERNAL_TERMS_BRAND_DEFAULT. */
  externalTermsBrand?: BrandCode;
}
