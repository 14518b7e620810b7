/**
 * The response schemas of the linking calls (api.ts). Imported only through a loader (shared/http/lazy-schemas.ts), so
 * the screens paint before zod and the contract have been built (issue 11).
 */
export {
  ZLinkCustomerResponseSchema,
  ZReplaceCustomerResponseSchema,
  ZUserAttributesResponseSchema,
} from '@lender/contract';
