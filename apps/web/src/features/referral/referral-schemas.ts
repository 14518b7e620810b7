/**
 * The response schemas of the referral calls (api.ts), and the profile update's (its form checks with it).
 * Imported only through a loader (shared/http/lazy-schemas.ts), so the screens paint before zod and the
 * contract have been built (issue 11).
 */
export {
  ZCardSecureAcceptanceResponseSchema,
  ZCashOutStartResponseSchema,
  ZCashOutStatusResponseSchema,
  ZReferralBalanceHistoryResponseSchema,
  ZReferralProfileSchema,
  ZReferralProfileUpdateSchema,
  ZReferralScanResponseSchema,
  ZReferralShareResponseSchema,
  ZReferralStatsResponseSchema,
} from '@lender/contract';
