/**
 * The migrations on the embedded database itself (PGlite in memory, and on disk as `npm start` keeps it). These never
 * use TEST_DATABASE_URL: on Postgres they run once, in the PGlite smoke run (vitest.config.ts, PGLITE_ONLY).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { migrateDatabase } from './migrate';
import { EXPECTED_TABLES, publicTables } from './migrate-test-kit';
import { brands } from './schema';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('migrations on PGlite', () => {
  it('apply on a fresh database, and a second run is a no-op', async () => {
    const handle = await createDatabase({ inMemory: true });
    try {
      expect(handle.kind).toBe('pglite');
      expect(await publicTables(handle)).toEqual([]);
      await migrateDatabase(handle);
      expect(await publicTables(handle)).toEqual(EXPECTED_TABLES);
      await migrateDatabase(handle);
      const applied = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBeGreaterThan(0);
      expect(await handle.db.$count(brands)).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('persist in a file-backed PGlite data directory', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lender-pglite-')), 'pglite');
    tempDirs.push(dataDir);
    const first = await createDatabase({ dataDir });
    await migrateDatabase(first);
    await first.close();
    const reopened = await createDatabase({ dataDir });
    try {
      expect(await publicTables(reopened)).toEqual(EXPECTED_TABLES);
    } finally {
      await reopened.close();
    }
  });
});
