/**
 * A worker-only process has no API, but its jobs decide payment outcomes and it has a database to lose: with
 * WORKER_METRICS_PORT set it serves the same /metrics (its own registry: payment outcomes, queue backlog, process) and
 * /health/live, /health/ready as an API node, on a small Fastify instance of its own.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { QueueStats } from '../jobs/queue-stats';
import { registerOperationsRoutes } from '.';
import type { AppMetrics } from './metrics/app-metrics';

export async function listenWorkerEndpoints(
  port: number,
  deps: {
    config: AppConfig;
    database: DatabaseHandle;
    metrics: AppMetrics;
    queueStats: () => Promise<QueueStats[]>;
    openDifferences: () => Promise<number>;
    log: FastifyBaseLogger;
  },
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log.child({ component: 'worker-endpoints' }),
    disableRequestLogging: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOperationsRoutes(app, deps);
  await app.listen({ port, host: deps.config.host });
  return app;
}
