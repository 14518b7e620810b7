/** A sign-in's or a refresh's session, and a sign-out (shell-schema.ts). */
export { ZSessionResultSchema, ZSignOutResponseSchema } from '@lender/contract';
