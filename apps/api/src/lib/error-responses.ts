/** The error responses most routes declare: the one error shape (with errorCode) for 400, 401, 403, 404, 409 and 429. */
import { ZErrorResponseSchema } from '@lender/contract';

export const ERROR_RESPONSES = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;
