/**
 * The migrations as the tests' databases start from them (on the run's database: PGlite, or Postgres with
 * TEST_DATABASE_URL), and where they are found. On PGlite itself, in memory and on disk: migrate-pglite.test.ts.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { migrationsFolderCandidates, resolveMigrationsFolder } from './migrate';
import { EXPECTED_TABLES, publicTables } from './migrate-test-kit';
import { brands } from './schema';
import { createTestDatabase } from './test-db';

describe('migrations', () => {
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
