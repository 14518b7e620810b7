/** The error responses the accounts, locks, user-cache, customer-status and linking routes declare. */
import { ZErrorResponseSchema } from '@lender/contract';

export const ACCOUNT_ERROR_RESPONSES = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  422: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;
