export { offerKeys, offersQuery, openSettlementOfferOn, useOffers, useSettlementOfferOn } from './api';
export { useOffersBadge } from './use-offers-badge';
export { useViewedOffersStore } from './viewed';
