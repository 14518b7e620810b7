/**
 * Screens of the offers feature (issue 12), by base route name: the Offers group (Offers, OfferDetails,
 * WidgetOffer), the Payment group's SettlementOffer (sign the settlement agreement, then pay it) and the
 * Origination group (a new title loan from an appraisal offer: amount, how the money comes, its card, signing,
 * call me).
 */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  Offers: () => import('./screens/Offers'),
  OfferDetails: () => import('./screens/OfferDetails'),
  WidgetOffer: () => import('./screens/WidgetOffer'),
  SettlementOffer: () => import('./screens/SettlementOffer'),
  OriginationAmount: () => import('./screens/OriginationAmount'),
  OriginationChooseMethod: () => import('./screens/OriginationChooseMethod'),
  OriginationManageDisburseMethod: () => import('./screens/OriginationManageDisburseMethod'),
  OriginationAddDebitDisburseMethod: () => import('./screens/OriginationAddDebitDisburseMethod'),
  OriginationDocuSign: () => import('./screens/OriginationDocuSign'),
  OriginationCallMe: () => import('./screens/OriginationCallMe'),
};
