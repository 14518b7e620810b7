/** The response schema of the renewal's location check (renewal-location.ts), loaded only through a loader (lazy-schemas). */
export { ZRefiAllowedStatusResponseSchema } from '@lender/contract';
