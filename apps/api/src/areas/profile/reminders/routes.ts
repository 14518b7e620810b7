/** Reminders' calls: GET /reminders/vapidPublicKey, GET|PUT /reminders/settings, POST|DELETE /reminders/subscriptions. HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZPushSubscriptionRequestSchema,
  ZPushUnsubscribeRequestSchema,
  ZReminderSettingsQuerySchema,
  ZReminderSettingsRequestSchema,
  ZReminderSettingsResponseSchema,
  ZVapidKeyResponseSchema,
} from '@lender/contract';
import type { RemindersService } from './service';

const tags = ['reminders'];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 429: ZErrorResponseSchema, 503: ZErrorResponseSchema } as const;

export async function remindersRoutes(app: FastifyInstance, { service }: { service: RemindersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;
  r.get('/reminders/vapidPublicKey', { preHandler, schema: { tags, summary: 'The VAPID public key a browser subscribes to pushes with (applicationServerKey)', response: { 200: ZVapidKeyResponseSchema, ...errors } } }, () => service.vapidPublicKey());
  r.get('/reminders/settings', { preHandler, schema: { tags, summary: 'The caller’s due-date reminders: push on any device, on this one (?endpoint=), days before, the channel when push is off', querystring: ZReminderSettingsQuerySchema, response: { 200: ZReminderSettingsResponseSchema, ...errors } } }, (request) =>
    service.settings(request.auth!, request.query.endpoint),
  );
  r.put('/reminders/settings', { preHandler, schema: { tags, summary: 'How many days before a due date the reminders come (1–14)', body: ZReminderSettingsRequestSchema, response: { 200: ZReminderSettingsResponseSchema, ...errors } } }, (request) =>
    service.updateSettings(request.auth!, request.body.daysBefore, request.client.language),
  );
  r.post('/reminders/subscriptions', { preHandler, schema: { tags, summary: 'Reminders by push on this browser (its PushSubscription); reminders are written in the request’s language', body: ZPushSubscriptionRequestSchema, response: { 200: ZReminderSettingsResponseSchema, ...errors } } }, (request) =>
    service.subscribe(request.auth!, request.body, request.deviceKey, request.client.language),
  );
  r.delete('/reminders/subscriptions', { preHandler, schema: { tags, summary: 'No more pushes to this browser: reminders go by the communication preference', body: ZPushUnsubscribeRequestSchema, response: { 200: ZReminderSettingsResponseSchema, ...errors } } }, (request) =>
    service.unsubscribe(request.auth!, request.body.endpoint, request.client.language),
  );
}
