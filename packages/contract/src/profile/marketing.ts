/**
 * Spec §7 POST /iterableEvent (email, dataFields, eventName) and POST / PUT /iterableProfile: what the web records
 * with the marketing service. The names and fields are the domain's allow-list (marketingIssues); the server adds
 * the spec §7 analytics properties itself. `email`, when sent, must be the caller's own.
 */
import { z } from 'zod';

const dataValue = z.union([z.string().max(100), z.number(), z.boolean()]);
const dataFields = z
  .record(z.string().max(40), dataValue)
  .refine((fields) => Object.keys(fields).length <= 20, {
    message: 'Too many data fields (at most 20)',
  });

export const ZMarketingEventRequestSchema = z.strictObject({
  email: z.string().max(254).optional(),
  eventName: z.string().min(1).max(60),
  dataFields: dataFields.default({}),
});
export type TMarketingEventRequest = z.input<typeof ZMarketingEventRequestSchema>;

export const ZMarketingProfileRequestSchema = z.strictObject({
  email: z.string().max(254).optional(),
  dataFields: dataFields.default({}),
});
export type TMarketingProfileRequest = z.input<typeof ZMarketingProfileRequestSchema>;

/** recorded false: the borrower's communication preferences keep marketing away (decision 059); nothing was sent */
export const ZMarketingRecordedResponseSchema = z.object({ recorded: z.boolean() });
export type TMarketingRecordedResponse = z.infer<typeof ZMarketingRecordedResponseSchema>;

/** One record of the marketing sandbox (GET /api/dev/marketing, outside production). */
export const ZDevMarketingRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['event', 'profile']),
  email: z.string(),
  eventName: z.string().nullable(),
  dataFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  createdAt: z.string(),
});
export const ZDevMarketingResponseSchema = z.object({
  records: z.array(ZDevMarketingRecordSchema),
});
export const ZDevMarketingQuerySchema = z.strictObject({
  email: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
