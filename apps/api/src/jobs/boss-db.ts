/**
 * pg-boss runs on the app's own database: a node-postgres pool as is, and PGlite through a small
 * `db` adapter (parameterless multi-statement text with `exec`, parameterised text with `query`).
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function pgliteBossDb(client: Pick<PGlite, 'exec' | 'query'>): BossDb {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

export function poolBossDb(pool: Pick<pg.Pool, 'query'>): BossDb {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
  };
}

/** The pg-boss adapter over the handle's own client (drizzle keeps it as `$client`). */
export function bossDbOf(database: DatabaseHandle): BossDb {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite' ? pgliteBossDb(client as PGlite) : poolBossDb(client as pg.Pool);
}
