/**
 * What pg-boss still has under way when it says it stopped. Its graceful stop waits for jobs being handled,
 * but not for a worker's fetch in flight: that fetch can return a job after stop resolved, whose handler and
 * completion then run on a database the app has closed ("Cannot use a pool after calling end on the pool",
 * an unhandled rejection inside pg-boss). Counting every pg-boss statement and every handler run, and
 * waiting until both are at zero across a timer tick (a fetched job enters its handler within microtasks),
 * closes that window.
 */
import type { TransactionalBossDb } from '../db/boss-db';

const SETTLE_TICK_MS = 25;

export interface InFlight {
  /** the same database, counting the statements pg-boss has under way */
  db: TransactionalBossDb;
  /** runs a job handler, counted */
  track<T>(work: () => Promise<T>): Promise<T>;
  /** resolves once nothing is under way across two ticks in a row, or after timeoutMs */
  settle(timeoutMs: number): Promise<void>;
}

export function trackInFlight(db: TransactionalBossDb): InFlight {
  let count = 0;
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    count += 1;
    try {
      return await work();
    } finally {
      count -= 1;
    }
  };
  return {
    db: {
      executeSql: (text, values) => track(() => db.executeSql(text, values)),
      transaction: (work) => track(() => db.transaction(work)),
    },
    track,
    async settle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let quietTicks = 0;
      while (quietTicks < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_TICK_MS));
        quietTicks = count === 0 ? quietTicks + 1 : 0;
      }
    },
  };
}
