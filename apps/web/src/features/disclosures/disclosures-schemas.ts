/**
 * The response schemas of the disclosures calls (api.ts). Imported only through a loader (shared/http/lazy-schemas.ts),
 * so the screens paint before zod and the contract have been built (issue 11).
 */
export {
  ZLoanSigningResponseSchema,
  ZNextBusinessDateResponseSchema,
  ZRefiAllowedStatusResponseSchema,
  ZRefiConsentResponseSchema,
} from '@lender/contract';
