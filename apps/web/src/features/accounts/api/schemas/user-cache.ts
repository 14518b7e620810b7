/** The user cache (accounts-schema.ts). */
export { ZUserCacheResponseSchema } from '@lender/contract';
