/** The offers (shell-schema.ts). */
export { ZOffersResponseSchema } from '@lender/contract';
