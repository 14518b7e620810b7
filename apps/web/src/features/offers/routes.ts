/**
 * Screens of the offers feature (issue 12), by base route name: the Offers group's Offers and OfferDetails, and
 * the Payment group's SettlementOffer (sign the settlement agreement, then pay it).
 */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  Offers: () => import('./screens/Offers'),
  OfferDetails: () => import('./screens/OfferDetails'),
  SettlementOffer: () => import('./screens/SettlementOffer'),
};
