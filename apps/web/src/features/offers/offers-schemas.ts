/**
 * The response schemas of the offers calls (origination, phone queue; the settlement status is the shell's: shared/offers). Imported only through a loader
 * (shared/http/lazy-schemas.ts), so the screens paint before zod and the contract have been built (issue 11).
 */
export {
  ZAppraisalStatusResponseSchema,
  ZDemographicReferenceResponseSchema,
  ZExperianStatusResponseSchema,
  ZLoanOriginateStartResponseSchema,
  ZLoanOriginateStatusResponseSchema,
  ZOriginationInfoResponseSchema,
  ZPhoneQueueResponseSchema,
  ZSpouseAddressResponseSchema,
} from '@lender/contract';
