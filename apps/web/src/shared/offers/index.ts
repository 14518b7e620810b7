export {
  isOpenAppraisal,
  offerKeys,
  offersQuery,
  openSettlementOfferOn,
  useOffers,
  useOpenAppraisalOffer,
  useSettlementOfferOn,
} from './api';
export {
  settlementKeys,
  settlementStatusQuery,
  useOpenSettlement,
  useSettlementStatus,
  type OpenSettlement,
} from './settlement-status';
export { useOffersBadge } from './use-offers-badge';
export { useViewedOffersStore } from './viewed';
export {
  blankOrigination,
  clearAllOriginationCookies,
  clearOriginationCookie,
  originationCookieName,
  readOriginationCookie,
  writeOriginationCookie,
  type OriginationCookieState,
} from './origination-cookie';
