import { z } from 'zod';

/** The one error shape of the API (STYLE.md: { reqId, statusCode, error, message }). */
export const ZErrorResponseSchema = z.object({
  reqId: z.string(),
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** the request field a 400 is about, e.g. "body.username" or "headers.api-version" */
  field: z.string().optional(),
  /** the spec §8 error name, e.g. 'UserNotConfirmedException', 'Invalid session', 'UserNotFound' */
  errorCode: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
