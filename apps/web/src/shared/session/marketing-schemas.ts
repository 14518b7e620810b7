/** The schema of POST /iterableEvent's answer, loaded only through marketing-events.ts's lazy loader. */
export { ZMarketingRecordedResponseSchema } from '@lender/contract';
