import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../plugins/database';
import { createLogger } from '../lib/logger';
import { profiles } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'in-memory-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const log = createLogger({ level: 'silent' });

describe('DATABASE_IN_MEMORY_TEMPLATE', () => {
  it('is written by the first in-memory start and the next start begins from it, with the same seeded people', async () => {
    const template = join(dir, 'seeded.tar.gz');
    const config = loadConfig({
      DATABASE_IN_MEMORY: 'true',
      DATABASE_IN_MEMORY_TEMPLATE: template,
      DATABASE_URL: '',
    });
    expect(config.databaseInMemoryTemplate).toBe(template);

    const first = await openDatabase(config, log);
    const seeded = await first.db.select({ id: profiles.id }).from(profiles);
    await first.close();
    expect(seeded.length).toBeGreaterThan(5);
    expect(existsSync(template)).toBe(true);
    const written = statSync(template).mtimeMs;

    const second = await openDatabase(config, log);
    const loaded = await second.db.select({ id: profiles.id }).from(profiles);
    // a change in one copy is not in the template or the next copy
    await second.db.execute(sql`create table scratch (x int)`);
    await second.close();
    expect(loaded.map((p) => p.id).sort()).toEqual(seeded.map((p) => p.id).sort());
    expect(statSync(template).mtimeMs).toBe(written);

    const third = await openDatabase(config, log);
    const scratch = await third.db.execute(
      sql`select 1 from information_schema.tables where table_name = 'scratch'`,
    );
    await third.close();
    expect(scratch.rows).toEqual([]);
  });

  it('is read only with DATABASE_IN_MEMORY', () => {
    expect(
      loadConfig({ DATABASE_IN_MEMORY_TEMPLATE: join(dir, 'x'), DATABASE_URL: '' })
        .databaseInMemoryTemplate,
    ).toBeUndefined();
  });
});
