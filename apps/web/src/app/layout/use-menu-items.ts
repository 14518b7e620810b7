/**
 * The side-menu entries for the current user (or guest) and route, from the domain's menu rules.
 * Referral eligibility is the domain's referralAccess: an ncr user always, a TLXe (ecr) customer
 * only while the server's displayRetailReferral is on. Apply for loan only where the brand's application page is set.
 */
import { useShallow } from 'zustand/react/shallow';
import {
  referralAccess,
  referralSidebarItems,
  usesReferralSidebar,
  visibleMenuItems,
  type BrandCode,
  type MenuContext,
  type MenuItem,
} from '@lender/domain';
import { applyUrl } from '../../shared/brand/apply-url';
import { useServerSettings } from '../../shared/config/config-settings';
import { useCurrentRoute } from '../../shared/routing/use-route-meta';
import { useSessionStore } from '../../shared/session/session-store';

export function useMenuItems(brand: BrandCode): MenuItem[] {
  const session = useSessionStore(
    useShallow((s) => ({
      authenticated: s.authenticated,
      guest: s.guest,
      guestPath: s.guestPath,
      brands: s.brands,
      customerIds: s.customerIds,
      isReferralUser: s.isReferralUser,
      unviewedOffers: s.unviewedOffers,
    })),
  );
  const settings = useServerSettings();
  const currentRoute = useCurrentRoute()?.name ?? '';
  const ctx: MenuContext = {
    authenticated: session.authenticated,
    currentRoute,
    brand,
    userBrands: session.brands,
    customerIds: session.customerIds,
    isReferralUser: session.isReferralUser,
    referralEligible:
      referralAccess(
        { ids: session.customerIds, nonCustomerRefer: session.isReferralUser },
        { displayRetailReferral: settings.displayRetailReferral },
      ) !== null,
    unviewedOffers: session.unviewedOffers,
    flags: {
      displayOfferButton: settings.displayOfferButton,
      displayReferralButton: settings.displayReferralButton,
      displayOptInDisclosures: settings.displayOptInDisclosures,
    },
    // a guest (signed link) gets the guest menu: only what it can do
    ...(session.authenticated && session.guest
      ? { guestPaymentPath: session.guestPath ?? '/' }
      : {}),
  };
  const items = usesReferralSidebar(ctx) ? referralSidebarItems(ctx) : visibleMenuItems(ctx);
  // apply for loan opens the brand's own application page: not offered where none is configured
  return items.filter((item) => item.external !== 'apply' || applyUrl(brand, {}) !== undefined);
}
