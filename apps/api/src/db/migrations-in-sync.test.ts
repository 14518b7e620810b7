import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { resolveMigrationsFolder } from './migrate';
import * as schema from './schema';

interface Journal {
  entries: { idx: number; tag: string }[];
}

describe('generated migrations', () => {
  it('match the schema (run drizzle-kit generate after a schema change)', async () => {
    const folder = resolveMigrationsFolder();
    const journal = JSON.parse(
      readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    const last = journal.entries.at(-1);
    expect(last).toBeDefined();
    const snapshotFile = join(
      folder,
      'meta',
      `${String(last?.idx).padStart(4, '0')}_snapshot.json`,
    );
    const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
