/** A loan's detail (shell-schema.ts). */
export { ZAccountDetailResponseSchema } from '@lender/contract';
