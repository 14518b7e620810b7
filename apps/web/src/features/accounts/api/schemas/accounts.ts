/** The dashboard message and a loan's history (accounts-schema.ts). */
export { ZAccountHistoryResponseSchema, ZDashboardMessageResponseSchema } from '@lender/contract';
