/** GET /api/dev/outbox?to=… (outside production): the messaging outbox, newest first, with each message's delivery. */
import { z } from 'zod';

/** pending (not yet delivered), sending (an attempt in progress), sent, dead (every attempt failed: a dead letter) */
export const ZOutboxStatusSchema = z.enum(['pending', 'sending', 'sent', 'dead']);

export const ZDevOutboxQuerySchema = z.strictObject({
  /** an email or a 10-digit phone */
  to: z.string().trim().min(1).max(254).optional(),
  /** only messages in this delivery state (`dead`: the dead letters) */
  status: ZOutboxStatusSchema.optional(),
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
  status: ZOutboxStatusSchema,
  /** delivery attempts so far */
  attempts: z.number().int(),
  sentAt: z.iso.datetime().nullable(),
  /** the last failed attempt's error (no secrets, no message text) */
  lastError: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;

export const ZDevOutboxResponseSchema = z.object({
  messages: z.array(ZOutboxMessageSchema),
  /** how many messages are dead letters (all recipients) */
  deadLetters: z.number().int(),
});
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponseSchema>;
