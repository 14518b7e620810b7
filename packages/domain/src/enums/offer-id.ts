/** Offer ids (spec §4). */
export const OfferId = { Settlement: 10, Appraisal: 12, Widget: 22 } as const;
export type OfferIdCode = (typeof OfferId)[keyof typeof OfferId];
export const OFFER_ID_CODES = Object.values(OfferId) as OfferIdCode[];

export function isOfferId(value: unknown): value is OfferIdCode {
  return (OFFER_ID_CODES as unknown[]).includes(value);
}
