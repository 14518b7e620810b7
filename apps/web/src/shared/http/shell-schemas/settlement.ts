/** A loan's settlement (shell-schema.ts). */
export { ZSettlementStatusResponseSchema } from '@lender/contract';
