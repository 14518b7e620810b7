/**
 * Operations (issue 19): what an operator and a load balancer see of one app instance. buildApp calls
 * `registerOperationsHooks` before any route (load shedding and request metrics apply to every route), and
 * `registerOperationsRoutes` once the database and the job runtime are up (the probes and /metrics).
 * Graceful shutdown is the entry points' (graceful-shutdown.ts, server.ts, worker.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { missingLenderLines } from '../lender-config';
import type { DatabaseHandle } from '../db/client';
import type { QueueStats } from '../jobs/queue-stats';
import { createOutboxReader } from '../integrations/messaging/outbox-repo';
import { createHealthRepo } from '../areas/system';
import { healthProbeRoutes } from './health-routes';
import { registerLoadShedding } from './load-shedding';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics';
import { registerHttpMetrics } from './metrics/http-metrics';
import { metricsRoute } from './metrics/metrics-route';
import { createReadiness, type Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's readiness (server.ts marks it stopping at SIGTERM, before the drain) */
    readiness: Readiness;
  }
}

export type { MetricsPort, PaymentOutcome } from './metrics/port';

/** Load shedding and request metrics, for every route registered after; answers the app's metrics. */
export async function registerOperationsHooks(
  app: FastifyInstance,
  config: AppConfig,
): Promise<AppMetrics> {
  const metrics = createAppMetrics();
  await registerLoadShedding(app, config.loadShedding, metrics.shed);
  registerHttpMetrics(app, metrics);
  return metrics;
}

/** /health/live, /health/ready (ready once the app is, 503 from the start of its close) and /metrics (unless config.metricsServed is false). */
export async function registerOperationsRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    metrics,
    queueStats,
    openDifferences,
  }: {
    config: AppConfig;
    database: DatabaseHandle;
    metrics: AppMetrics;
    queueStats: () => Promise<QueueStats[]>;
    /** the reconciliation's differences not resolved (decision 069) */
    openDifferences: () => Promise<number>;
  },
): Promise<void> {
  const readiness = createReadiness({ ping: createHealthRepo(database.db).ping });
  app.decorate('readiness', readiness);
  app.addHook('onReady', async () => readiness.markReady());
  app.addHook('preClose', async () => readiness.markStopping());
  metrics.watchQueues(queueStats, app.log);
  metrics.watchDeadLetters(createOutboxReader(database.db).deadLetterCount, app.log);
  metrics.watchReconciliation(openDifferences, app.log);
  await app.register(healthProbeRoutes, { readiness });
  // production prints no made-up lender line: the start names the ones not set (decision 051)
  if (config.isProduction) {
    const missing = missingLenderLines(config.lenders);
    if (missing.length > 0)
      app.log.warn(
        { missing },
        'lender lines not set: documents of these brands print no address or licence line until they are (decision 051)',
      );
  }
  // production serves /metrics only behind METRICS_TOKEN: unset, the path is unknown (404) and the start says so (decision 042)
  if (config.metricsServed)
    await app.register(metricsRoute, { metrics, token: config.metricsToken });
  else
    app.log.warn(
      'GET /metrics is not served: set METRICS_TOKEN to serve it in production (decision 042)',
    );
}
