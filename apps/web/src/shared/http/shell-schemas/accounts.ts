/** The loans of a brand (shell-schema.ts): the Dashboard's read, apart from a loan's detail (decision 073). */
export { ZAccountsResponseSchema } from '@lender/contract';
