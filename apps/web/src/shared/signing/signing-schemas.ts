/**
 * The signing call's response schema (signing/api.ts). Imported only through a loader (shared/http/lazy-schemas.ts), so
 * the screens paint before zod and the contract have been built (issue 11).
 */
export { ZLoanSigningResponseSchema } from '@lender/contract';
