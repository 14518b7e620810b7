/** The loan locks' answer schemas, imported only through lockSchema's loader (lock-schema.ts, decision 033). */
export { ZAddOnLockResponseSchema, ZLoanLockResponseSchema } from '@lender/contract';
