/** The error responses every identity route declares (the one error shape, with errorCode). */
import { ZErrorResponseSchema } from '@lender/contract';

export const AUTH_ERROR_RESPONSES = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;
