/**
 * The probes, outside /api (no rate limit, no spec §7 headers), never shed, never cached:
 * GET /health/live  — 200 while the process answers (restart it when this fails);
 * GET /health/ready — 200 when it should get traffic, 503 while starting, shutting down or without its database.
 * GET /api/health keeps its own contract (areas/system/health).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_CONTROL } from '../lib/cache-control';
import type { Readiness } from './readiness';

export const LIVE_PATH = '/health/live';
export const READY_PATH = '/health/ready';

const ZLiveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int() });
const ZReadySchema = z.object({
  status: z.enum(['ready', 'starting', 'stopping', 'databaseUnavailable']),
});

export async function healthProbeRoutes(
  app: FastifyInstance,
  { readiness }: { readiness: Readiness },
) {
  const probe = { config: { loadShedding: false } };
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    LIVE_PATH,
    {
      ...probe,
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process answers',
        response: { 200: ZLiveSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.none);
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
  api.get(
    READY_PATH,
    {
      ...probe,
      schema: {
        tags: ['ops'],
        summary: 'Readiness: started, not shutting down, database answering',
        response: { 200: ZReadySchema, 503: ZReadySchema },
      },
    },
    async (_request, reply) => {
      const { ready, status } = await readiness.check();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', CACHE_CONTROL.none)
        .send({ status });
    },
  );
}
