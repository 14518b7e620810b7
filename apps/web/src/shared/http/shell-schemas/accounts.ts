/** The loans of a brand and a loan's detail (shell-schema.ts). */
export { ZAccountDetailResponseSchema, ZAccountsResponseSchema } from '@lender/contract';
