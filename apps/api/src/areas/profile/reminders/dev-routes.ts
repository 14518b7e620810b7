/**
 * Outside production only: POST /api/dev/reminders/run { on? } — the reminder pass of day `on` (default today), at
 * once, answering what it sent; GET /api/dev/pushes?endpoint= — what the push sandbox recorded, newest first (a
 * journey hands a payload to the browser's service worker, as a push service would).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDevPushesQuerySchema,
  ZDevPushesResponseSchema,
  ZDevReminderRunRequestSchema,
  ZDevReminderRunResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import type { SandboxPushRow } from '../../../integrations/push';
import type { Clock } from '../../../lib/clock';
import { runReminderPass, todayOf, type ReminderPassDeps } from './reminder-pass';

/** `pushes` reads what the push sandbox recorded (integrations/push sandbox-repo.ts, handed in by index.ts). */
export async function remindersDevRoutes(
  app: FastifyInstance,
  {
    pushes,
    deps,
    clock,
  }: {
    pushes: (endpoint: string | undefined) => Promise<SandboxPushRow[]>;
    deps: ReminderPassDeps;
    clock: Clock;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/dev/reminders/run',
    {
      schema: {
        tags: ['dev'],
        summary: 'Run the due-date reminder pass of a day now (outside production only)',
        body: ZDevReminderRunRequestSchema,
        response: { 200: ZDevReminderRunResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const on = request.body.on ?? todayOf(clock);
      return { on, sent: await runReminderPass(deps, on) };
    },
  );
  r.get(
    '/dev/pushes',
    {
      schema: {
        tags: ['dev'],
        summary: 'Pushes the push sandbox recorded, newest first (outside production only)',
        querystring: ZDevPushesQuerySchema,
        response: { 200: ZDevPushesResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const { endpoint } = request.query;
      const rows = await pushes(endpoint);
      return {
        pushes: rows.map((row) => ({
          id: row.id,
          endpoint: row.endpoint,
          payload: row.payload,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
