/** The risk-info answer's schema, imported only through riskInfoSchema's loader (shared/http/lazy-schemas.ts). */
export { ZRiskInfoResponseSchema } from '@lender/contract';
