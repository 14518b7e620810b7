/** GET /api/dev/outbox?to=… (outside production): the messaging sandbox's messages, newest first. */
import { z } from 'zod';

export const ZDevOutboxQuerySchema = z.strictObject({
  /** an email or a 10-digit phone */
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TDevOutboxQuery = z.input<typeof ZDevOutboxQuerySchema>;

export const ZOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms', 'voice']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  template: z.string(),
  /** the 6-digit code the message carries, when it carries one */
  code: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;

export const ZDevOutboxResponseSchema = z.object({ messages: z.array(ZOutboxMessageSchema) });
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponseSchema>;
