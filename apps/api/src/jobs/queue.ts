/**
 * The job queue: pg-boss 10 on the app's database. A queue has a retry/expiry policy; workers fetch
 * a batch and handle its jobs concurrently, each job on its own (one job's failure is retried alone).
 * `send` wakes a local worker at once (round robin), so an in-process job starts without waiting
 * for the next poll; other processes' workers find it on their next poll (job-config.ts's JOB_DEFAULTS). `run` runs a
 * job in this process at once, the queue keeping a deferred copy as its safety net (local-run.ts).
 */
import PgBoss from 'pg-boss';
import { trackInFlight } from './in-flight';
import { withoutQueryParametersText } from '../lib/log-safe-error';
import type { TransactionalBossDb } from '../db/boss-db';
import { createLocalRunner } from './local-run';
import type { RunningJobSettings } from '../job-config';
import type { JobHandler, QueuePolicy } from './policy';

export type { JobAttempt, JobHandler, QueuePolicy } from './policy';

export interface JobSender {
  /** enqueue; `id` makes the send idempotent (a second send with the same id is ignored); `startAfter` delays it (seconds) */
  send(
    name: string,
    data: object,
    options?: { id?: string; startAfter?: number },
  ): Promise<string | null>;
  /**
   * The job done at once by this process when it runs a worker for it and has room (a copy waits in the
   * queue until the policy's expiry, in case this process dies); otherwise queued as `send` does.
   */
  run(name: string, data: object, options: { id: string }): Promise<void>;
}

export interface JobQueue extends JobSender {
  createQueue(name: string, policy: QueuePolicy): Promise<void>;
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** fail expired jobs over to their retry now (maintenance does it every maintenanceIntervalSeconds) */
  maintain(): Promise<void>;
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  db: TransactionalBossDb;
  settings: RunningJobSettings;
  onError: (error: Error) => void;
}

export async function startJobQueue({
  db: database,
  settings,
  onError,
}: JobQueueOptions): Promise<JobQueue> {
  const inFlight = trackInFlight(database);
  const db = inFlight.db;
  const boss = new PgBoss({
    db: db as PgBoss.Db,
    schedule: false,
    supervise: settings.runWorkers,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on('error', onError);
  await boss.start();
  const workerIds = new Map<string, string[]>();
  const policies = new Map<string, QueuePolicy>();
  let turn = 0;
  const local = createLocalRunner(
    {
      send: (name, data, options) => boss.send(name, data, options),
      deleteJob: (name, id) => boss.deleteJob(name, id),
      // the delete and the new send commit together: the job is never missing from the queue
      replace: (name, data, { id, ...retry }) =>
        db.transaction(async (tx) => {
          const inTx = { db: tx as PgBoss.Db };
          await boss.deleteJob(name, id, inTx);
          await boss.send(name, data, { id, ...retry, ...inTx });
        }),
    },
    { capacity: settings.workers * settings.batchSize },
  );

  function wake(name: string) {
    const ids = workerIds.get(name);
    if (!ids || ids.length === 0) return;
    turn = (turn + 1) % ids.length;
    boss.notifyWorker(ids[turn]!);
  }

  return {
    async createQueue(name, policy) {
      await boss.createQueue(name, { name, ...policy });
      await boss.updateQueue(name, { name, ...policy });
      policies.set(name, policy);
    },
    async send(name, data, { id, startAfter } = {}) {
      const sent = await boss.send(name, data, {
        ...(id ? { id } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
      if (!startAfter) wake(name);
      return sent;
    },
    async run(name, data, { id }) {
      if (await local.tryRun(name, data, id)) return;
      await boss.send(name, data, { id });
      wake(name);
    },
    async work<T>(name: string, handler: JobHandler<T>) {
      const policy = policies.get(name);
      if (policy) local.register(name, policy, handler);
      const ids: string[] = [];
      for (let i = 0; i < settings.workers; i += 1) {
        const options = {
          batchSize: settings.batchSize,
          pollingIntervalSeconds: settings.pollingIntervalSeconds,
          includeMetadata: true as const,
        };
        const id = await boss.work<T>(name, options, async (jobs) => {
          await inFlight.track(() =>
            Promise.all(
              jobs.map(async (job) => {
                try {
                  await handler(job.data, {
                    retryCount: job.retryCount,
                    retryLimit: job.retryLimit,
                    final: job.retryCount >= job.retryLimit,
                  });
                } catch (error) {
                  // stored with the job (and shown to operators): without a failed query's parameters
                  const message = withoutQueryParametersText(
                    error instanceof Error ? error.message : String(error),
                  );
                  // only this job: the rest of the batch completes when this function returns
                  await boss.fail(name, job.id, { message });
                }
              }),
            ),
          );
        });
        ids.push(id);
      }
      workerIds.set(name, ids);
    },
    async maintain() {
      await boss.maintain();
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      workerIds.clear();
      await local.drain(timeoutMs);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // a fetch in flight may still hand a job to its handler: let it finish before the database closes
      await inFlight.settle(timeoutMs);
    },
  };
}
