/** A cash advance's cancel (accounts-schema.ts). */
export { ZCancelCashAdvanceResponseSchema } from '@lender/contract';
