/**
 * How far behind each queue is, for the metrics scrape: jobs due and not yet started (waiting), jobs stored to start
 * later (deferred: retries after their backoff, and the safety-net copies of jobs this node runs itself, local-run.ts),
 * and how long the oldest due job has waited since it became due. One statement over pg-boss's fetch index
 * (job_i5: name, start_after WHERE state < 'active'), so a scrape stays cheap however many jobs are done.
 */
import type { BossDb } from '../db/boss-db';

export interface QueueStats {
  queue: string;
  waiting: number;
  deferred: number;
  /** seconds since the oldest waiting job became due; 0 when none waits */
  oldestWaitingSeconds: number;
}

const STATS_SQL = `
  SELECT name,
         count(*) FILTER (WHERE start_after <= now())::int AS waiting,
         count(*) FILTER (WHERE start_after > now())::int AS deferred,
         coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE start_after <= now())), 0)::float8 AS oldest
    FROM pgboss.job
   WHERE name = ANY($1::text[]) AND state < 'active'
   GROUP BY name`;

interface StatsRow {
  name: string;
  waiting: number;
  deferred: number;
  oldest: number;
}

/** Every queue named, in that order (a queue without jobs answers zeros). */
export async function readQueueStats(db: BossDb, queues: readonly string[]): Promise<QueueStats[]> {
  const { rows } = await db.executeSql(STATS_SQL, [queues]);
  const byName = new Map((rows as StatsRow[]).map((row) => [row.name, row]));
  return queues.map((queue) => {
    const row = byName.get(queue);
    return {
      queue,
      waiting: Number(row?.waiting ?? 0),
      deferred: Number(row?.deferred ?? 0),
      oldestWaitingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
    };
  });
}
