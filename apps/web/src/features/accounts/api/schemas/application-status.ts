/** Her application's status (accounts-schema.ts). */
export { ZApplicationStatusResponseSchema } from '@lender/contract';
