import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgliteHandle, type DatabaseHandle, type DbOrTx } from './client';
import {
  cashAdvances,
  loanApplications,
  loanPayments,
  loanRiskInfo,
  loans,
  militaryStatuses,
  offers,
} from './schema';
import { createEmptyPostgresDatabase, createPostgresTestDatabase } from './test-db-postgres';
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

export interface EmptyDatabase {
  /** the environment that points a start at it: DATABASE_URL, or DATA_DIR (PGlite on disk, DATABASE_URL emptied) */
  env: Record<string, string>;
  /** removes the database */
  drop(): Promise<void>;
}

/**
 * A new, empty database (not migrated) for tests of a start from the config, as a deployment's first start meets
 * one: on TEST_DATABASE_URL's server when set, else an embedded PGlite in a new directory, kept across the starts of
 * the test (an in-memory one would be new at each).
 */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const created = await createEmptyPostgresDatabase(url);
    return { env: { DATABASE_URL: created.url }, drop: created.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lender-empty-db-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The built-in ledger's own tables: with LOAN_SYSTEMS_URL they are the loan-systems service's, so a test of the app
 * over HTTP empties the app's copy of them (buildTestApp): a read of the app's copy instead of the loan system then
 * finds nothing, as in a real deployment. No table of the app's refers to them (migrations 0035, 0038).
 */
const LOAN_SYSTEM_TABLES = [
  loans,
  loanPayments,
  cashAdvances,
  loanRiskInfo,
  offers,
  loanApplications,
  militaryStatuses,
];

export async function emptyLoanSystemTables(db: DbOrTx): Promise<void> {
  await db.execute(sql`truncate ${sql.join(LOAN_SYSTEM_TABLES, sql`, `)}`);
}
