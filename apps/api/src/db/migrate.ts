import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client';
import * as schema from './schema';

export interface MigrateOptions {
  /** Folder holding drizzle-kit's SQL files and meta/_journal.json. */
  migrationsFolder?: string;
}

/** Serialises concurrent migrators (several API nodes starting together) on a real PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_301_2026;

function hasJournal(folder: string): boolean {
  return existsSync(join(folder, 'meta', '_journal.json'));
}

/**
 * Candidate folders, first match wins: beside this module (source: src/db/migrations; bundled
 * dist/server.js: dist/migrations), then the source tree seen from a bundle or the working directory.
 */
export function migrationsFolderCandidates(): string[] {
  const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
  return [
    fromHere('./migrations'),
    fromHere('../src/db/migrations'),
    resolve('apps/api/src/db/migrations'),
    resolve('src/db/migrations'),
  ];
}

export function resolveMigrationsFolder(explicit?: string): string {
  if (explicit) {
    const folder = resolve(explicit);
    if (!hasJournal(folder))
      throw new Error(`No drizzle migrations (meta/_journal.json) in ${folder}`);
    return folder;
  }
  const candidates = migrationsFolderCandidates();
  const found = candidates.find(hasJournal);
  if (!found) throw new Error(`No drizzle migrations found; looked in: ${candidates.join(', ')}`);
  return found;
}

/** Applies every pending migration; safe to call on each start. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: MigrateOptions = {},
): Promise<void> {
  const migrationsFolder = resolveMigrationsFolder(options.migrationsFolder);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // One dedicated connection holds a session advisory lock for the whole run.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
