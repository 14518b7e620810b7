/**
 * The response schemas of the accounts feature's own calls (the dashboard message, the application status, the account history, the user cache, the
 * payoff quote, the cash-advance cancel, documents, uploads). Imported only through accountsSchema's loader (shared/http/lazy-schemas.ts),
 * so the Dashboard and a loan's details paint before zod and the contract have been built.
 */
export {
  ZAccountHistoryResponseSchema,
  ZApplicationStatusResponseSchema,
  ZCancelCashAdvanceResponseSchema,
  ZDashboardMessageResponseSchema,
  ZLmsAccountDocumentViewHistoryResponseSchema,
  ZLmsAccountDocumentsResponseSchema,
  ZPayoffQuoteResponseSchema,
  ZUploadLoanDocumentsHistoryResponseSchema,
  ZUploadLoanDocumentsResponseSchema,
  ZUploadLoanDocumentsStatusSchema,
  ZUserCacheResponseSchema,
} from '@lender/contract';
