/**
 * Runs a job at once in the process that made it, with the durable queue as its safety net. The job is
 * first stored in the queue to start only after the policy's expiry (the horizon at which an active job
 * counts as crashed); this process's run is its first attempt.
 * - done → the stored job is deleted (it never runs);
 * - failed with retries left → the stored job is replaced, in one transaction, by one that starts after the first
 *   retry delay with one retry fewer (the attempts and backoff of a job run by the queue); there is no moment
 *   without a stored job, so a crash here can never leave an authorized payment without the job that posts it;
 * - failed on the final attempt (retryLimit 0) → the handler gave up; the stored job is deleted;
 * - this process dies or the run hangs → the stored job starts after the expiry and is run by any worker.
 * A second send with the same id finds the job stored and does not run it again here.
 */
import type { JobHandler, QueuePolicy } from './policy';

export interface RetryOptions {
  id: string;
  startAfter: number;
  retryLimit: number;
  retryDelay: number;
}

/** What the local runner needs of pg-boss. */
export interface LocalRunQueue {
  send(
    name: string,
    data: object,
    options: { id: string; startAfter: number },
  ): Promise<string | null>;
  deleteJob(name: string, id: string): Promise<void>;
  /** deletes the stored job and stores its retry in ONE transaction */
  replace(name: string, data: object, options: RetryOptions): Promise<void>;
}

export interface LocalRunner {
  /** handlers of this process's workers, by queue */
  register<T>(name: string, policy: QueuePolicy, handler: JobHandler<T>): void;
  /** true when the job was stored and is being run here; false when the caller must queue it as usual */
  tryRun(name: string, data: object, id: string): Promise<boolean>;
  /** waits for the runs in progress (their stored jobs stay the safety net if the timeout passes) */
  drain(timeoutMs: number): Promise<void>;
}

export function createLocalRunner(
  queue: LocalRunQueue,
  { capacity }: { capacity: number },
): LocalRunner {
  const local = new Map<string, { policy: QueuePolicy; handler: JobHandler<unknown> }>();
  const running = new Set<Promise<void>>();
  let stopping = false;

  async function run(
    name: string,
    data: object,
    id: string,
    { policy, handler }: { policy: QueuePolicy; handler: JobHandler<unknown> },
  ) {
    const final = policy.retryLimit === 0;
    try {
      await handler(data, { retryCount: 0, retryLimit: policy.retryLimit, final });
    } catch {
      if (!final) {
        // the queue runs the retries: the first after retryDelay, the next ones backed off from there
        const retryDelay = policy.retryBackoff ? policy.retryDelay * 2 : policy.retryDelay;
        await queue.replace(name, data, {
          id,
          startAfter: policy.retryDelay,
          retryLimit: policy.retryLimit - 1,
          retryDelay,
        });
        return;
      }
    }
    await queue.deleteJob(name, id);
  }

  return {
    register(name, policy, handler) {
      local.set(name, { policy, handler: handler as JobHandler<unknown> });
    },
    async tryRun(name, data, id) {
      const entry = local.get(name);
      if (!entry || stopping || running.size >= capacity) return false;
      // stored first: a crash from here on leaves a job that starts after the expiry
      const stored = await queue.send(name, data, { id, startAfter: entry.policy.expireInSeconds });
      if (!stored) return true; // already stored by an earlier send: that one runs it (here, or the queue)
      const done = run(name, data, id, entry)
        .catch(() => undefined) // the stored job is left as it is: the queue runs it after the expiry
        .finally(() => running.delete(done));
      running.add(done);
      return true;
    },
    async drain(timeoutMs) {
      stopping = true;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all(running), timeout]);
      clearTimeout(timer);
    },
  };
}
