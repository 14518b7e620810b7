/**
 * Starts the job runtime with the app (after the database) and stops it when the app closes
 * (before the database closes: onClose hooks run in reverse order). Decorates app.jobs.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { LoanSystems } from '../integrations/loan-systems';
import type { Clock } from '../lib/clock';
import type { MetricsPort } from '../operations/metrics/port';
import type { JobSender } from './queue';
import { startJobRuntime, type JobRuntime, type JobRuntimeOptions } from './runtime';
import type { JobDefinition } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobSender;
  }
}

export async function registerJobs(
  app: FastifyInstance,
  context: {
    config: AppConfig;
    database: DatabaseHandle;
    clock: Clock;
    loans: LoanSystems;
    metrics?: MetricsPort;
  },
  definitions: readonly JobDefinition<never, never>[],
  options: JobRuntimeOptions = {},
): Promise<JobRuntime> {
  const runtime = await startJobRuntime({ ...context, log: app.log }, definitions, options);
  app.decorate('jobs', runtime.queue as JobSender);
  app.addHook('onClose', async () => runtime.stop());
  return runtime;
}
