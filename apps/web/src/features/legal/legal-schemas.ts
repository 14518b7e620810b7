/**
 * The legal screens' response schema (/contacts), imported only through api.ts's loader, so ContactUs hydrates before
 * zod is built.
 */
export { ZContactsResponseSchema } from '@lender/contract';
export { ZVideoUrlResponseSchema } from '@lender/contract';
