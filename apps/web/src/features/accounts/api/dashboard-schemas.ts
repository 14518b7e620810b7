/**
 * The response schemas of the Dashboard's own calls (the dashboard message, the user cache) and of the cash-advance
 * cancel that shares their module. Imported only through dashboardSchema's loader (shared/http/lazy-schemas.ts), so
 * the Dashboard paints before zod and the contract have been built.
 */
export {
  ZCancelCashAdvanceResponseSchema,
  ZDashboardMessageResponseSchema,
  ZUserCacheResponseSchema,
} from '@lender/contract';
