/**
 * Due-date reminders (issue 15): the VAPID public key a browser subscribes with, a device's push subscription
 * (the browser's PushSubscription.toJSON()), the profile's reminder settings, and the dev trigger of a reminder pass.
 */
import { z } from 'zod';
import { ZCalendarDateSchema } from '../accounts/loan';

export const ZVapidKeyResponseSchema = z.object({ publicKey: z.string() });
export type TVapidKeyResponse = z.infer<typeof ZVapidKeyResponseSchema>;

const base64Url = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'must be base64url' });

export const ZPushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64Url, auth: base64Url }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequestSchema>;

export const ZPushUnsubscribeRequestSchema = z.strictObject({
  endpoint: z.string().min(1).max(1000),
});
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequestSchema>;

/** Where reminders go when push is off: the profile's communication preference (email 0, text 1, both 2). */
export const ZReminderFallbackSchema = z.enum(['email', 'text', 'both']);
export type TReminderFallback = z.infer<typeof ZReminderFallbackSchema>;

export const ZReminderSettingsResponseSchema = z.object({
  /** at least one device of the profile receives reminders by push */
  push: z.boolean(),
  /** the endpoint given in ?endpoint= is one of the profile's subscriptions */
  thisDevice: z.boolean(),
  daysBefore: z.number().int(),
  fallback: ZReminderFallbackSchema,
});
export type TReminderSettingsResponse = z.infer<typeof ZReminderSettingsResponseSchema>;

export const ZReminderSettingsQuerySchema = z.strictObject({
  endpoint: z.string().max(1000).optional(),
});
export type TReminderSettingsQuery = z.infer<typeof ZReminderSettingsQuerySchema>;

export const ZReminderSettingsRequestSchema = z.strictObject({ daysBefore: z.number().int() });
export type TReminderSettingsRequest = z.infer<typeof ZReminderSettingsRequestSchema>;

/** POST /api/dev/reminders/run: the reminder pass of day `on` (default today), at once. */
export const ZDevReminderRunRequestSchema = z.strictObject({ on: ZCalendarDateSchema.optional() });
export const ZReminderSentSchema = z.object({
  loanNumber: z.string(),
  dueDate: z.string(),
  channel: z.enum(['push', 'email', 'sms']),
});
export const ZDevReminderRunResponseSchema = z.object({
  on: z.string(),
  sent: z.array(ZReminderSentSchema),
});
export type TDevReminderRunResponse = z.infer<typeof ZDevReminderRunResponseSchema>;

/** GET /api/dev/pushes: what the push sandbox was asked to deliver, newest first. */
export const ZDevPushesQuerySchema = z.strictObject({ endpoint: z.string().max(1000).optional() });
export const ZDevPushSchema = z.object({
  id: z.number(),
  endpoint: z.string(),
  payload: z.string(),
  createdAt: z.string(),
});
export const ZDevPushesResponseSchema = z.object({ pushes: z.array(ZDevPushSchema) });
export type TDevPushesResponse = z.infer<typeof ZDevPushesResponseSchema>;

/** The payload of a reminder push: what the service worker shows, and the page a click opens. */
export const ZReminderPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type TReminderPushPayload = z.infer<typeof ZReminderPushPayloadSchema>;
