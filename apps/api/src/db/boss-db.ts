/**
 * pg-boss runs on the app's own database: a node-postgres pool as is, and PGlite through a small
 * `db` adapter (parameterless multi-statement text with `exec`, parameterised text with `query`).
 * `transaction` runs pg-boss commands (their `{ db }` option) as one unit: all or none.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface TransactionalBossDb extends BossDb {
  transaction<T>(work: (db: BossDb) => Promise<T>): Promise<T>;
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

function pgliteTransactional(client: PGlite): TransactionalBossDb {
  return {
    ...pgliteBossDb(client),
    transaction: (work) => client.transaction((tx) => work(pgliteBossDb(tx))),
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

function poolTransactional(pool: pg.Pool): TransactionalBossDb {
  return {
    ...poolBossDb(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(poolBossDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** The pg-boss adapter over the handle's own client (drizzle keeps it as `$client`). */
export function bossDbOf(database: DatabaseHandle): TransactionalBossDb {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite'
    ? pgliteTransactional(client as PGlite)
    : poolTransactional(client as pg.Pool);
}
