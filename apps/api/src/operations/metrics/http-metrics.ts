/**
 * Every answered request is counted and timed under its route's pattern (Fastify's `routeOptions.url`), so a label
 * never carries an id, a code or an email; a request no route matched (a 404, a web-app page from the SPA fallback)
 * counts as UNMATCHED_ROUTE. Two in-memory updates per request, no I/O.
 */
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';

export const UNMATCHED_ROUTE = 'unmatched';

export function registerHttpMetrics(
  app: FastifyInstance,
  metrics: Pick<AppMetrics, 'observeRequest'>,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
}
