import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionalBossDb } from '../db/boss-db';
import { trackInFlight } from './in-flight';

function slowDb(): { db: TransactionalBossDb; finish: () => void } {
  let finish = () => {};
  const answer = new Promise<{ rows: unknown[] }>(
    (resolve) => (finish = () => resolve({ rows: [] })),
  );
  return {
    db: { executeSql: () => answer, transaction: (work) => work({ executeSql: () => answer }) },
    finish: () => finish(),
  };
}

// settle() looks every 25 ms until its deadline: on a fake clock the tests move time themselves
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('trackInFlight', () => {
  it("settles only once a statement in flight (a worker's fetch) has answered and the handler it started has run", async () => {
    const { db, finish } = slowDb();
    const inFlight = trackInFlight(db);
    const events: string[] = [];
    const fetch = inFlight.db
      .executeSql('select job')
      .then(() => inFlight.track(async () => void events.push('handler ran')));
    const settled = inFlight.settle(5_000).then(() => events.push('settled'));
    await vi.advanceTimersByTimeAsync(120);
    expect(events).toEqual([]);
    finish();
    await vi.runAllTimersAsync();
    await Promise.all([fetch, settled]);
    expect(events).toEqual(['handler ran', 'settled']);
  });

  it('gives up at its timeout when something never answers', async () => {
    const inFlight = trackInFlight(slowDb().db);
    void inFlight.db.executeSql('select never');
    const started = Date.now();
    const gaveUpAt = inFlight.settle(200).then(() => Date.now());
    await vi.runAllTimersAsync();
    expect((await gaveUpAt) - started).toBeGreaterThanOrEqual(190);
  });
});
