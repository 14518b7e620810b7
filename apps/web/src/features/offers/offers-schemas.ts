/**
 * The response schemas of the offers calls (settlement, origination, phone queue). Imported only through a loader
 * (shared/http/lazy-schemas.ts), so the screens paint before zod and the contract have been built (issue 11).
 */
export {
  ZAppraisalStatusResponseSchema,
  ZLoanOriginateStartResponseSchema,
  ZLoanOriginateStatusResponseSchema,
  ZOriginationInfoResponseSchema,
  ZPhoneQueueResponseSchema,
  ZSettlementStatusResponseSchema,
} from '@lender/contract';
