/** What a job needs and what it is: a named queue with a policy and a handler built from the context. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { LoanSystems } from '../integrations/loan-systems';
import type { Clock } from '../lib/clock';
import type { MetricsPort } from '../operations/metrics/port';
import type { JobHandler, JobSender, QueuePolicy } from './queue';

export interface JobContext {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  /** the loan systems (the composition root builds the one instance: app.ts, worker.ts) */
  loans: LoanSystems;
  log: FastifyBaseLogger;
  /** to chain jobs */
  queue: JobSender;
  /** what a job counts (payment outcomes); a no-op where no registry is scraped */
  metrics: MetricsPort;
}

export interface JobDefinition<T = unknown, TOverrides = unknown> {
  name: string;
  policy: QueuePolicy;
  createHandler(context: JobContext, overrides?: TOverrides): JobHandler<T>;
  /**
   * Re-queues work that was stored but never queued (a crash between the two), with idempotent sends;
   * run by every process with workers at start and every RECOVERY_INTERVAL_MS. Answers how many it sent.
   */
  recover?(context: JobContext): Promise<number>;
}
