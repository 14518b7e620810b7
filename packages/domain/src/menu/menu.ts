import { isMainFamily, type BrandCode } from '../brands/brands';
import { isNlsOnly } from '../customer/classification';
import type { MenuContext, MenuItem, MenuItemId } from './menu-types';
import {
  APPLY_FOR_LOAN_BRANDS,
  MENU_ROUTES,
  applyForLoanParams,
  isRouteNamed,
} from './menu-routes';

export * from './menu-types';
export * from './menu-routes';

/**
 * Referral rewards "is hidden in one brand environment" (spec §2). The spec does not name it; we
 * choose tmx, the title-loan brand, and let the caller override it with ctx.referralHiddenBrand.
 */
export const REFERRAL_HIDDEN_BRAND_DEFAULT: BrandCode = 'tmx';
/**
 * The referral-only sidebar opens terms externally "in one brand" (spec §2). We choose tmx, matching
 * the referral default above; ctx.externalTermsBrand overrides it.
 */
export const EXTERNAL_TERMS_BRAND_DEFAULT: BrandCode = 'tmx';

export const menuLabelKey = (id: MenuItemId): string => `menu.${id}`;

function item(id: MenuItemId, extra: Omit<MenuItem, 'id' | 'labelKey'> = {}): MenuItem {
  return { id, labelKey: menuLabelKey(id), ...extra };
}

/** An entry appears only when its display flag is not false. */
export function isDisplayed(ctx: MenuContext, id: MenuItemId): boolean {
  return ctx.displayFlags?.[id] !== false;
}

export function isOnAccountStatusBlocked(currentRoute: string): boolean {
  return isRouteNamed(currentRoute, 'AccountStatusBlocked');
}

/** Legacy-system-only user (spec §6): an NLS id and no TLXe id. */
export const isLegacySystemOnly = isNlsOnly;

function hasMainFamilyBrand(ctx: MenuContext): boolean {
  return ctx.userBrands.some(isMainFamily);
}

/** Visibility of each top-level entry and child (spec §2 Visibility rules). */
function visibility(ctx: MenuContext): Record<MenuItemId, boolean> {
  const auth = ctx.authenticated;
  const blocked = isOnAccountStatusBlocked(ctx.currentRoute);
  const onDashboard =
    ctx.currentRoute === 'Home' || ctx.currentRoute === MENU_ROUTES.myAccounts(ctx.brand);
  const hiddenBrand = ctx.referralHiddenBrand ?? REFERRAL_HIDDEN_BRAND_DEFAULT;
  return {
    // all my accounts is the Home screen; shown only to a signed-in user with more than one brand.
    allMyAccounts: auth && new Set(ctx.userBrands).size > 1,
    myAccounts: auth && !onDashboard,
    managePaymentMethods: auth,
    offers: auth && hasMainFamilyBrand(ctx) && ctx.flags.displayOfferButton,
    referralRewards:
      auth &&
      hasMainFamilyBrand(ctx) &&
      ctx.referralEligible &&
      ctx.flags.displayReferralButton &&
      ctx.brand !== hiddenBrand,
    storeLocator: !isLegacySystemOnly(ctx.customerIds) && !blocked,
    contactUs: true,
    myProfile: auth,
    privacyAndTerms: true,
    termsAndConditions: true,
    privacyNotice: true,
    optInDisclosures: ctx.flags.displayOptInDisclosures,
    linkAccount: auth,
    applyForLoan: APPLY_FOR_LOAN_BRANDS.includes(ctx.brand),
    signOut: auth,
    signIn: !auth && !blocked,
    guestPayment: false,
    leave: false,
  };
}

function buildItem(ctx: MenuContext, id: MenuItemId): MenuItem {
  const b = ctx.brand;
  switch (id) {
    case 'allMyAccounts':
      return item(id, { route: MENU_ROUTES.allMyAccounts() });
    case 'offers':
      return item(id, {
        route: MENU_ROUTES.offers(b),
        badge: Math.max(0, Math.trunc(ctx.unviewedOffers)),
      });
    case 'termsAndConditions':
      return item(id, { external: 'terms' });
    case 'privacyNotice':
      return item(id, { external: 'privacy' });
    case 'applyForLoan':
      return item(id, { external: 'apply', externalParams: applyForLoanParams(b) });
    case 'privacyAndTerms':
      return item(id);
    case 'myAccounts':
    case 'managePaymentMethods':
    case 'storeLocator':
    case 'myProfile':
    case 'optInDisclosures':
      return item(id, { route: MENU_ROUTES[id](b) });
    case 'referralRewards':
    case 'contactUs':
    case 'linkAccount':
    case 'signIn':
      return item(id, { route: MENU_ROUTES[id]() });
    case 'signOut':
    case 'leave':
      return item(id, { route: MENU_ROUTES[id](), endsSession: true });
    case 'guestPayment':
      return item(id, { path: ctx.guestPaymentPath ?? '/' });
  }
}

/**
 * A guest (signed link) reaches only the payment of its loan: its menu offers that payment, contact us
 * (a public page: the guest stays signed in), and sign in and leave, which both end the guest session.
 */
function guestMenuItems(ctx: MenuContext): MenuItem[] {
  const entries: readonly MenuItemId[] = ['guestPayment', 'contactUs', 'signIn', 'leave'];
  return entries
    .filter((id) => isDisplayed(ctx, id))
    .map((id) =>
      id === 'signIn' ? { ...buildItem(ctx, id), endsSession: true } : buildItem(ctx, id),
    );
}

const TOP_LEVEL: readonly MenuItemId[] = [
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
  'signIn',
];
const PRIVACY_AND_TERMS_CHILDREN: readonly MenuItemId[] = [
  'termsAndConditions',
  'privacyNotice',
  'optInDisclosures',
];

/** The brand side menu for this context, in spec order. */
export function visibleMenuItems(ctx: MenuContext): MenuItem[] {
  if (ctx.guestPaymentPath !== undefined) return guestMenuItems(ctx);
  const visible = visibility(ctx);
  const shows = (id: MenuItemId) => visible[id] && isDisplayed(ctx, id);
  return TOP_LEVEL.filter(shows).map((id) => {
    const built = buildItem(ctx, id);
    if (id !== 'privacyAndTerms') return built;
    return {
      ...built,
      children: PRIVACY_AND_TERMS_CHILDREN.filter(shows).map((child) => buildItem(ctx, child)),
    };
  });
}
