/**
 * Job runtime settings, for the configuration schema (config.ts reads them with the rest of the environment):
 * RUN_WORKERS=false lets an API node only enqueue (workers then run as `npm run worker`);
 * JOB_WORKERS / JOB_BATCH_SIZE tune throughput; JOB_POLL_SECONDS is pg-boss's polling interval
 * (0.5 s is its minimum; a local send also wakes a local worker at once). Unset, the workers and the interval are
 * those of the database the process runs on (JOB_DEFAULTS, decision 067).
 */
import type { DatabaseKind } from './db/client';
import { z } from 'zod';
import { booleanString } from './env-values';

export const JOB_ENV_SHAPE = {
  RUN_WORKERS: booleanString.default(true),
  JOB_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  JOB_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).optional(),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
};

export interface JobSettings {
  runWorkers: boolean;
  /** workers per queue in this process (unset: the database's default) */
  workers?: number | undefined;
  /** jobs one worker fetches at once (handled concurrently) */
  batchSize: number;
  /** unset: the database's default */
  pollingIntervalSeconds?: number | undefined;
  /** how often expired (crashed) jobs are failed over to a retry */
  maintenanceIntervalSeconds: number;
}

/** The settings a job runtime runs with: the configured ones, and the database's defaults for what was not set. */
export type RunningJobSettings = Required<{
  [K in keyof JobSettings]: NonNullable<JobSettings[K]>;
}>;

interface JobEnv {
  RUN_WORKERS: boolean;
  JOB_WORKERS?: number | undefined;
  JOB_BATCH_SIZE: number;
  JOB_POLL_SECONDS?: number | undefined;
  JOB_MAINTENANCE_SECONDS: number;
}

/**
 * On PostgreSQL, API nodes and `npm run worker` processes share the queues: a job another process sent is found by
 * polling, so four workers a queue look every 0.5 s. The embedded database (PGlite: `npm start`, the journeys) serves
 * one process, whose every send wakes its own worker at once: polling there only finds a retry whose delay has
 * passed. Four workers a queue polling every 0.5 s (11 queues: 88 polls a second, on a database that runs one query
 * at a time) cost that process ~17 % of a core while it does nothing; two every 2 s, ~5 %.
 */
export const JOB_DEFAULTS: Record<
  DatabaseKind,
  Pick<RunningJobSettings, 'workers' | 'pollingIntervalSeconds'>
> = {
  postgres: { workers: 4, pollingIntervalSeconds: 0.5 },
  pglite: { workers: 2, pollingIntervalSeconds: 2 },
};

/** `settings` with the defaults of the database `kind` for what they leave unset. */
export function runningJobSettings(settings: JobSettings, kind: DatabaseKind): RunningJobSettings {
  const defaults = JOB_DEFAULTS[kind];
  return {
    ...settings,
    workers: settings.workers ?? defaults.workers,
    pollingIntervalSeconds: settings.pollingIntervalSeconds ?? defaults.pollingIntervalSeconds,
  };
}

export function jobSettingsOf(e: JobEnv): JobSettings {
  return {
    runWorkers: e.RUN_WORKERS,
    workers: e.JOB_WORKERS,
    batchSize: e.JOB_BATCH_SIZE,
    pollingIntervalSeconds: e.JOB_POLL_SECONDS,
    maintenanceIntervalSeconds: e.JOB_MAINTENANCE_SECONDS,
  };
}
