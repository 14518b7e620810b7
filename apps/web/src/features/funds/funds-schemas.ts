/**
 * The response schemas of the funds calls (api.ts: draw limits, draw start and status, disbursement reference).
 * Imported only through a loader (shared/http/lazy-schemas.ts), so the screens paint before zod and the contract have
 * been built (issue 11).
 */
export {
  ZDisbursementReferenceResponseSchema,
  ZDrawLimitsResponseSchema,
  ZDrawStartResponseSchema,
  ZDrawStatusResponseSchema,
} from '@lender/contract';
