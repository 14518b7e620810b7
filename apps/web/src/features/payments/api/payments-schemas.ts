/**
 * The response schemas of the payments feature's calls. Imported only through paymentsSchema's loader
 * (shared/http/lazy-schemas.ts, decision 033), so the payment screens paint before zod and the contract are built.
 */
export {
  ZNextBusinessDateResponseSchema,
  ZPaymentRemoteStateResponseSchema,
  ZPaymentStartResponseSchema,
  ZPaymentStatusResponseSchema,
  ZPaymentTimeoutResponseSchema,
  ZPersonalInfoResponseSchema,
  ZSendConfirmationResponseSchema,
  ZSendVerificationCodeResponseSchema,
  ZVerificationCodeStatusResponseSchema,
} from '@lender/contract';
