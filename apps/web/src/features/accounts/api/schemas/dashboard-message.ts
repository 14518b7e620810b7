/** The dashboard message (accounts-schema.ts): the Dashboard's read, apart from a loan's history (decision 073). */
export { ZDashboardMessageResponseSchema } from '@lender/contract';
