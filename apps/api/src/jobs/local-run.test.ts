import { describe, expect, it } from 'vitest';
import { createLocalRunner, type LocalRunner, type LocalRunQueue } from './local-run';
import type { JobAttempt, QueuePolicy } from './queue';

const policy: QueuePolicy = {
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** An in-memory stand-in for pg-boss: one job per id, as the real send (ON CONFLICT DO NOTHING). */
function fakeQueue() {
  const jobs = new Map<string, { data: object; options: object }>();
  const calls: string[] = [];
  const queue: LocalRunQueue = {
    async send(name, data, options) {
      calls.push(`send ${JSON.stringify(options)}`);
      if (jobs.has(options.id)) return null;
      jobs.set(options.id, { data, options });
      return options.id;
    },
    async deleteJob(name, id) {
      calls.push(`delete ${id}`);
      jobs.delete(id);
    },
    async replace(name, data, options) {
      calls.push(`replace ${JSON.stringify(options)}`);
      jobs.set(options.id, { data, options });
    },
  };
  return { queue, jobs, calls };
}

/** Waits for the runs in progress to end (the runner's own drain; a run still going after 5 s fails the test's checks). */
const settled = (runner: LocalRunner) => runner.drain(5_000);

describe('a job run at once by the process that made it', () => {
  it('stores a copy that starts after the expiry, runs it here, and deletes the copy when done', async () => {
    const { queue, jobs, calls } = fakeQueue();
    const runner = createLocalRunner(queue, { capacity: 10 });
    const seen: JobAttempt[] = [];
    runner.register('payment', policy, async (_data, attempt) => void seen.push(attempt));
    expect(await runner.tryRun('payment', { paymentId: 'p1' }, 'p1')).toBe(true);
    await settled(runner);
    expect(seen).toEqual([{ retryCount: 0, retryLimit: 5, final: false }]);
    expect(calls).toEqual(['send {"id":"p1","startAfter":60}', 'delete p1']);
    expect(jobs.size).toBe(0);
  });

  it('a second send of the same id (a repeated submit) does not run it again', async () => {
    const { queue } = fakeQueue();
    const runner = createLocalRunner(queue, { capacity: 10 });
    let runs = 0;
    let finish = () => undefined as void;
    runner.register(
      'payment',
      policy,
      () => new Promise<void>((resolve) => ((runs += 1), (finish = resolve))),
    );
    await runner.tryRun('payment', {}, 'p1');
    expect(await runner.tryRun('payment', {}, 'p1')).toBe(true);
    finish();
    await settled(runner);
    expect(runs).toBe(1);
  });

  it('a failed run leaves the retries to the queue: one retry fewer, after the first delay, backed off from there', async () => {
    const { queue, jobs, calls } = fakeQueue();
    const runner = createLocalRunner(queue, { capacity: 10 });
    runner.register('payment', policy, async () => {
      throw new Error('processor down');
    });
    await runner.tryRun('payment', { paymentId: 'p1' }, 'p1');
    await settled(runner);
    // one replace (a single transaction of the queue), never a delete and a send apart
    expect(calls).toEqual([
      'send {"id":"p1","startAfter":60}',
      'replace {"id":"p1","startAfter":1,"retryLimit":4,"retryDelay":2}',
    ]);
    expect(jobs.get('p1')).toEqual({
      data: { paymentId: 'p1' },
      options: { id: 'p1', startAfter: 1, retryLimit: 4, retryDelay: 2 },
    });
  });

  it('with no retries the local run is the final attempt: the handler gives up and the copy is deleted', async () => {
    const { queue, jobs } = fakeQueue();
    const runner = createLocalRunner(queue, { capacity: 10 });
    const seen: JobAttempt[] = [];
    runner.register('payment', { ...policy, retryLimit: 0 }, async (_data, attempt) => {
      seen.push(attempt);
      throw new Error('processor down');
    });
    await runner.tryRun('payment', {}, 'p1');
    await settled(runner);
    expect(seen).toEqual([{ retryCount: 0, retryLimit: 0, final: true }]);
    expect(jobs.size).toBe(0);
  });

  it('a run that never ends (a dead process) leaves the stored copy for the queue', async () => {
    const { queue, jobs } = fakeQueue();
    const runner = createLocalRunner(queue, { capacity: 10 });
    runner.register('payment', policy, () => new Promise<void>(() => undefined));
    await runner.tryRun('payment', {}, 'p1');
    await runner.drain(20);
    expect(jobs.get('p1')?.options).toEqual({ id: 'p1', startAfter: 60 });
  });

  it('declines (the caller queues as usual) without a local worker, at capacity, or when stopping', async () => {
    const { queue } = fakeQueue();
    const runner = createLocalRunner(queue, { capacity: 1 });
    expect(await runner.tryRun('other', {}, 'x')).toBe(false);
    runner.register('payment', policy, () => new Promise<void>(() => undefined));
    expect(await runner.tryRun('payment', {}, 'p1')).toBe(true);
    expect(await runner.tryRun('payment', {}, 'p2')).toBe(false);
    await runner.drain(5);
    expect(await runner.tryRun('payment', {}, 'p3')).toBe(false);
  });
});
