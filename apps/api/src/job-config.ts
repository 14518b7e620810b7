/**
 * Job runtime settings, for the configuration schema (config.ts reads them with the rest of the environment):
 * RUN_WORKERS=false lets an API node only enqueue (workers then run as `npm run worker`);
 * JOB_WORKERS / JOB_BATCH_SIZE tune throughput; JOB_POLL_SECONDS is pg-boss's polling interval
 * (0.5 s is its minimum; a local send also wakes a local worker at once).
 */
import { z } from 'zod';
import { booleanString } from './env-values';

export const JOB_ENV_SHAPE = {
  RUN_WORKERS: booleanString.default(true),
  JOB_WORKERS: z.coerce.number().int().min(1).max(64).default(4),
  JOB_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(0.5),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
};

export interface JobSettings {
  runWorkers: boolean;
  /** workers per queue in this process */
  workers: number;
  /** jobs one worker fetches at once (handled concurrently) */
  batchSize: number;
  pollingIntervalSeconds: number;
  /** how often expired (crashed) jobs are failed over to a retry */
  maintenanceIntervalSeconds: number;
}

interface JobEnv {
  RUN_WORKERS: boolean;
  JOB_WORKERS: number;
  JOB_BATCH_SIZE: number;
  JOB_POLL_SECONDS: number;
  JOB_MAINTENANCE_SECONDS: number;
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
