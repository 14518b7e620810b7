import type { BrandCode } from '../brands/brands';

/** Route names behind the side-menu entries (spec §2 Side menu). */
export const brandRoute = (brand: BrandCode, name: string): string => `${brand}-${name}`;

export const MENU_ROUTES = {
  allMyAccounts: () => 'Home',
  myAccounts: (brand: BrandCode) => brandRoute(brand, 'Dashboard'),
  managePaymentMethods: (brand: BrandCode) => brandRoute(brand, 'ManagePaymentMethod'),
  offers: (brand: BrandCode) => brandRoute(brand, 'Offers'),
  referralRewards: () => 'ReferralRewardsHome',
  /** The spec names no route for the store locator; the stores feature registers this name. */
  storeLocator: (brand: BrandCode) => brandRoute(brand, 'StoreLocator'),
  contactUs: () => 'ContactUs',
  myProfile: (brand: BrandCode) => brandRoute(brand, 'CustomerProfile'),
  termsAndConditions: (brand: BrandCode) => brandRoute(brand, 'TermsConditions'),
  optInDisclosures: (brand: BrandCode) => brandRoute(brand, 'OptInDisclosures'),
  linkAccount: () => 'LinkAccountOptions',
  signOut: () => 'Login',
  signIn: () => 'Login',
  leave: () => 'Login',
} as const;

/** True when `route` is `name` itself or a brand-prefixed `${brand}-${name}`. */
export function isRouteNamed(route: string, name: string): boolean {
  return route === name || route.endsWith(`-${name}`);
}

/** Brands that offer apply for loan (spec §2: two brands only). */
export const APPLY_FOR_LOAN_BRANDS: readonly BrandCode[] = ['inl', 'tmx'];

/** Campaign parameters appended to the external application page. */
export function applyForLoanParams(brand: BrandCode): Record<string, string> {
  return { utm_source: 'app', utm_medium: 'menu', utm_campaign: brand };
}

/** Menu labels show a chevron only if shorter than 25 characters. */
export const CHEVRON_MAX_LABEL_LENGTH = 25;
export function showsChevron(label: string): boolean {
  return label.length < CHEVRON_MAX_LABEL_LENGTH;
}
