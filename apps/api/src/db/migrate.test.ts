import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, is } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsFolderCandidates, resolveMigrationsFolder } from './migrate';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { brands } from './schema';
import { createTestDatabase } from './test-db';

/** Every table the schema declares: the migrations must create exactly these. */
const EXPECTED_TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return result.rows.map((row) => row.table_name).sort();
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('migrations', () => {
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

  it('are what an unseeded test database starts from', async () => {
    const handle = await createTestDatabase({ seed: false });
    try {
      expect(await publicTables(handle)).toEqual(EXPECTED_TABLES);
      expect(await handle.db.$count(brands)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

describe('migrations folder', () => {
  it('is found beside the source, and a bundle looks in dist/migrations first', () => {
    expect(resolveMigrationsFolder()).toMatch(/src[/\\]db[/\\]migrations$/);
    expect(migrationsFolderCandidates()[0]).toMatch(/[/\\]migrations$/);
  });

  it('rejects an explicit folder without a journal', () => {
    expect(() => resolveMigrationsFolder(tmpdir())).toThrow(/No drizzle migrations/);
  });
});
