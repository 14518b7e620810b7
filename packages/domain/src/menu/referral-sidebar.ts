import { isNonCustomer } from '../customer/classification';
import type { MenuContext, MenuItem, MenuItemId } from './menu-types';
import { MENU_ROUTES } from './menu-routes';
import { EXTERNAL_TERMS_BRAND_DEFAULT, isDisplayed, menuLabelKey } from './menu';

/**
 * The referral-only sidebar replaces the brand sidebar for an authenticated non-customer who is a
 * referral-rewards user (spec §2).
 */
export function usesReferralSidebar(ctx: MenuContext): boolean {
  return (
    ctx.authenticated &&
    ctx.guestPaymentPath === undefined &&
    isNonCustomer(ctx.customerIds) &&
    ctx.isReferralUser
  );
}

/** Referral rewards, link account (if signed in), terms, privacy, opt-in, sign out. */
export function referralSidebarItems(ctx: MenuContext): MenuItem[] {
  const b = ctx.brand;
  const termsExternal = b === (ctx.externalTermsBrand ?? EXTERNAL_TERMS_BRAND_DEFAULT);
  const entries: [MenuItemId, boolean, Omit<MenuItem, 'id' | 'labelKey'>][] = [
    ['referralRewards', true, { route: MENU_ROUTES.referralRewards() }],
    ['linkAccount', ctx.authenticated, { route: MENU_ROUTES.linkAccount() }],
    [
      'termsAndConditions',
      true,
      termsExternal ? { external: 'terms' } : { route: MENU_ROUTES.termsAndConditions(b) },
    ],
    ['privacyNotice', true, { external: 'privacy' }],
    [
      'optInDisclosures',
      ctx.flags.displayOptInDisclosures,
      { route: MENU_ROUTES.optInDisclosures(b) },
    ],
    ['signOut', ctx.authenticated, { route: MENU_ROUTES.signOut(), endsSession: true }],
  ];
  return entries
    .filter(([id, shown]) => shown && isDisplayed(ctx, id))
    .map(([id, , extra]) => ({ id, labelKey: menuLabelKey(id), ...extra }));
}
