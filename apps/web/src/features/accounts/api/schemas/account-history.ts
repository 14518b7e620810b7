/** A loan's history (accounts-schema.ts). */
export { ZAccountHistoryResponseSchema } from '@lender/contract';
