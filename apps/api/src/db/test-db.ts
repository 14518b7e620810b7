import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, type DatabaseHandle } from './client';
import { createPostgresTestDatabase } from './test-db-postgres';
import { pgliteTemplate } from './test-template';

export interface TestDatabaseOptions {
  /** Seed brands, stores and the personas (default true). */
  seed?: boolean;
}

/**
 * A fresh, migrated (and by default seeded) database for one test or test file.
 * - Default: an in-memory PGlite loaded from a template dump (see test-template.ts), so only the
 *   first call of a process (or none, with the on-disk cache) pays for migrations and the seed.
 * - With TEST_DATABASE_URL (a real PostgreSQL): a new database per call, copied from a template
 *   database (see test-db-postgres.ts); close() drops it.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const seed = options.seed ?? true;
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url, seed) : createPgliteTestDatabase(seed);
}

async function createPgliteTestDatabase(seed: boolean): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create({ loadDataDir: await pgliteTemplate(seed) }));
}
