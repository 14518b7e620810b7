/** The schemas of GET /bankruptcyStatus and GET /militarystatus, loaded only through credit-standing.ts's loader. */
export { ZBankruptcyStatusResponseSchema, ZMilitaryStatusResponseSchema } from '@lender/contract';
