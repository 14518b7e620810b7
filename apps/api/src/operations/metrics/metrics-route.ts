/**
 * GET /metrics, the Prometheus scrape: outside /api (no rate limit, no spec §7 headers, no session), never shed under
 * load, never cached. With METRICS_TOKEN set it answers only `Authorization: Bearer <token>` (401 otherwise);
 * unset, it is open to whoever reaches the port outside production (decision 011), and not registered at all in
 * production (decision 042: operations/index.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { sendError } from '../../plugins/error-handler';
import type { AppMetrics } from './app-metrics';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

export async function metricsRoute(
  app: FastifyInstance,
  {
    metrics,
    token,
  }: { metrics: Pick<AppMetrics, 'text' | 'contentType'>; token: string | undefined },
) {
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, config: { loadShedding: false } },
    async (request, reply) => {
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(request, reply, 401, 'Unauthorized');
      }
      reply.header('cache-control', CACHE_CONTROL.none).type(metrics.contentType);
      return metrics.text();
    },
  );
}
