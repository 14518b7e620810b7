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
import { signedIn } from '../../../plugins/authenticate';

const tags = ['reminders'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;

export async function remindersRoutes(
  app: FastifyInstance,
  { service }: { service: RemindersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/reminders/vapidPublicKey',
    {
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes to pushes with (applicationServerKey)',
        response: { 200: ZVapidKeyResponseSchema, ...errors },
      },
    },
    () => service.vapidPublicKey(),
  );
  user.get(
    '/reminders/settings',
    {
      schema: {
        tags,
        summary:
          'The caller’s due-date reminders: push on any device, on this one (?endpoint=), days before, the channel when push is off',
        querystring: ZReminderSettingsQuerySchema,
        response: { 200: ZReminderSettingsResponseSchema, ...errors },
      },
    },
    (request) => service.settings(request.auth, request.query.endpoint),
  );
  user.put(
    '/reminders/settings',
    {
      schema: {
        tags,
        summary: 'How many days before a due date the reminders come (1–14)',
        body: ZReminderSettingsRequestSchema,
        response: { 200: ZReminderSettingsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.updateSettings(request.auth, request.body.daysBefore, request.client.language),
  );
  user.post(
    '/reminders/subscriptions',
    {
      schema: {
        tags,
        summary:
          'Reminders by push on this browser (its PushSubscription); reminders are written in the request’s language',
        body: ZPushSubscriptionRequestSchema,
        response: { 200: ZReminderSettingsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.subscribe(request.auth, request.body, request.deviceKey, request.client.language),
  );
  user.delete(
    '/reminders/subscriptions',
    {
      schema: {
        tags,
        summary: 'No more pushes to this browser: reminders go by the communication preference',
        body: ZPushUnsubscribeRequestSchema,
        response: { 200: ZReminderSettingsResponseSchema, ...errors },
      },
    },
    (request) => service.unsubscribe(request.auth, request.body.endpoint, request.client.language),
  );
}
