/** A loan's payoff quote (accounts-schema.ts). */
export { ZPayoffQuoteResponseSchema } from '@lender/contract';
