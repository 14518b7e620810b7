/**
 * The ancillary products call's response schema (api.ts). Imported only through a loader (shared/http/lazy-schemas.ts),
 * so the screens paint before zod and the contract have been built (issue 11).
 */
export { ZAncillaryProductsResponseSchema } from '@lender/contract';
