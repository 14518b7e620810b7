/**
 * The job runtime of one process: starts pg-boss on the database, creates the queue of every job
 * definition it is given (the modules' own: areas/jobs.ts), and (unless runWorkers is false) runs their workers. Used by buildApp (workers
 * in-process with `npm start`) and by src/worker.ts (`npm run worker`, workers alone).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { LoanSystems } from '../integrations/loan-systems';
import type { Clock } from '../lib/clock';
import { bossDbOf } from '../db/boss-db';
import { noMetrics, type MetricsPort } from '../operations/metrics/port';
import { startJobQueue, type JobQueue, type QueuePolicy } from './queue';
import { readQueueStats, type QueueStats } from './queue-stats';
import { runningJobSettings, type JobSettings, type RunningJobSettings } from '../job-config';
import type { JobDefinition } from './types';

export interface JobRuntimeOptions {
  /** overrides of the configured settings (tests, benchmarks) */
  settings?: Partial<JobSettings>;
  /** how often recovery runs (tests: short) */
  recoveryIntervalMs?: number;
  /** per-job test seams by job name (e.g. the payment job's processor and fault hooks) */
  overrides?: Partial<Record<string, unknown>>;
  /** per-queue policy overrides (tests: a short expiry to exercise crash recovery) */
  policies?: Record<string, Partial<QueuePolicy>>;
}

/** How often a process with workers looks for stored work that was never queued. */
export const RECOVERY_INTERVAL_MS = 30_000;

export interface JobRuntime {
  queue: JobQueue;
  settings: RunningJobSettings;
  /** each queue's backlog (queue-stats.ts), for the metrics scrape */
  stats(): Promise<QueueStats[]>;
  stop(): Promise<void>;
}

export async function startJobRuntime(
  {
    metrics = noMetrics,
    ...base
  }: {
    config: AppConfig;
    database: DatabaseHandle;
    clock: Clock;
    loans: LoanSystems;
    log: FastifyBaseLogger;
    metrics?: MetricsPort;
  },
  definitions: readonly JobDefinition<never, never>[],
  options: JobRuntimeOptions = {},
): Promise<JobRuntime> {
  const settings = runningJobSettings(
    { ...base.config.jobs, ...options.settings },
    base.database.kind,
  );
  const log = base.log.child({ component: 'jobs' });
  const context = { ...base, metrics };
  const bossDb = bossDbOf(context.database);
  const queue = await startJobQueue({
    db: bossDb,
    settings,
    onError: (err) => log.error({ err }, 'job queue error'),
  });
  for (const definition of definitions)
    await queue.createQueue(definition.name, {
      ...definition.policy,
      ...options.policies?.[definition.name],
    });
  let recovery: NodeJS.Timeout | undefined;
  if (settings.runWorkers) {
    for (const definition of definitions) {
      const overrides = options.overrides?.[definition.name];
      await queue.work(
        definition.name,
        definition.createHandler({ ...context, log, queue }, overrides as never),
      );
    }
    const recover = async () => {
      for (const definition of definitions) {
        const sent = await definition
          .recover?.({ ...context, log, queue })
          .catch(
            (err: unknown) => (log.error({ err, job: definition.name }, 'job recovery failed'), 0),
          );
        if (sent)
          log.warn(
            { job: definition.name, sent },
            'stored work that was never queued was queued again',
          );
      }
    };
    await recover();
    recovery = setInterval(
      () => void recover(),
      options.recoveryIntervalMs ?? RECOVERY_INTERVAL_MS,
    );
    recovery.unref();
  }
  log.info(
    { workers: settings.runWorkers ? settings.workers : 0, batchSize: settings.batchSize },
    'job queue started',
  );
  return {
    queue,
    settings,
    stats: () =>
      readQueueStats(
        bossDb,
        definitions.map((definition) => definition.name),
      ),
    stop: () => {
      clearInterval(recovery);
      return queue.stop();
    },
  };
}
