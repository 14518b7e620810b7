/**
 * The offers list (spec §3 Offer: "the offers state holds the list and unviewedOffersCount; viewed offer ids are
 * kept in local storage"): the badge counts the offers the person has not opened on this device.
 */
export interface OfferRef {
  /** the offer's own id (offerKey): what the viewed list in local storage holds */
  offerKey: number;
}

/** The offers not yet viewed: those whose key is not in the viewed list. */
export function unviewedOffersCount(
  offers: readonly OfferRef[],
  viewedKeys: readonly number[],
): number {
  const viewed = new Set(viewedKeys);
  return offers.filter((offer) => !viewed.has(offer.offerKey)).length;
}

/** The viewed list after opening an offer: each key once, the newest last (a set that survives JSON). */
export function markOfferViewed(viewedKeys: readonly number[], offerKey: number): number[] {
  return [...viewedKeys.filter((key) => key !== offerKey), offerKey];
}

/** The viewed list read back from storage: whole positive numbers only (anything else is dropped). */
export function parseViewedOfferKeys(stored: unknown): number[] {
  return Array.isArray(stored)
    ? stored.filter((key): key is number => Number.isInteger(key) && key > 0)
    : [];
}
