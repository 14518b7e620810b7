/** The user's attributes (shell-schema.ts). */
export { ZUserAttributesResponseSchema } from '@lender/contract';
