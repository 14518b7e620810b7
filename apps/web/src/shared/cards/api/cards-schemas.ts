/**
 * The response schemas of the cards calls (saved cards, add, remove, the card form's key, the card lookup). Imported only through
 * cardsSchema's loader (shared/http/lazy-schemas.ts), so the card and payment-method screens paint before zod and the
 * contract have been built.
 */
export {
  ZCardFormKeyResponseSchema,
  ZCardLookupResponseSchema,
  ZCardResponseSchema,
  ZCardsResponseSchema,
  ZDeleteCardResponseSchema,
} from '@lender/contract';
