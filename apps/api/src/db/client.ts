import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * What `db.execute(sql…)` resolves to on either driver: both PGlite's Results and node-postgres'
 * QueryResult carry `rows` (and more, not relied upon).
 */
export interface RowsResult<TRow> {
  rows: TRow[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The one database type every repository uses; both the PGlite and node-postgres drivers produce it. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handed out by `db.transaction(async (tx) => …)`. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What a repository accepts: the database or a transaction in progress. */
export type DbOrTx = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (what `loadDataDir` starts from) */
  dumpDataDir?(): Promise<Blob>;
}

export interface CreateDatabaseOptions {
  /** A PostgreSQL connection string: when set, a node-postgres pool is used. */
  databaseUrl?: string;
  /** PGlite data directory (default ./data/pglite, relative to the working directory). */
  dataDir?: string;
  /** An in-memory PGlite (ignored when databaseUrl is set). */
  inMemory?: boolean;
  /** With inMemory: the data directory to start from (a `dumpDataDir()` of another database). */
  loadDataDir?: Blob;
  /** node-postgres pool size (default 10). */
  poolMax?: number;
}

export const DEFAULT_PGLITE_DATA_DIR = './data/pglite';

/** Wraps an open PGlite instance; closing the handle closes the instance. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Wraps a node-postgres pool; closing the handle ends the pool. */
export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  // A server-side disconnect of an idle client (restart, failover, a dropped test database) must
  // not crash the process: the pool discards that client and opens a new one when needed.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db: Database = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // Fail fast on a wrong URL rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    return postgresHandle(pool);
  }
  if (options.inMemory) {
    return pgliteHandle(
      await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    );
  }
  const dataDir = resolve(options.dataDir ?? DEFAULT_PGLITE_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create({ dataDir }));
}
