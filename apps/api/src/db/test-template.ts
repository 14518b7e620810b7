import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { dataEncryptionKey } from '../lib/crypto';
import { pgliteHandle } from './client';
import { migrateDatabase, resolveMigrationsFolder } from './migrate';
import { seedDatabase } from './seed';
import { paymentPostingDate } from '@lender/domain';
import { calendarDate } from './seed/dates';

/**
 * PGlite templates for tests. A cold PGlite (initdb) plus migrations and the seed costs several
 * seconds, so the migrated (and seeded) data directory is dumped once and every test database is
 * loaded from the dump. The dump is also cached on disk, keyed by the migrations, the schema and
 * seed sources, the encryption key and the Chicago date (the seed is date-relative), so each
 * Vitest worker process does not pay the cold start again.
 */
const CACHE_DIR = process.env.LENDER_TEST_DB_CACHE_DIR ?? join(tmpdir(), 'lender-api-test-db');
const STALE_MS = 2 * 86_400_000;

function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const sourceDigests = new Map<boolean, string>();

/** The migrations, schema and seed sources and the encryption key: read once per process. */
function sourcesDigest(seed: boolean): string {
  const known = sourceDigests.get(seed);
  if (known) return known;
  const hash = createHash('sha256');
  const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
  const folders = [resolveMigrationsFolder(), here('./schema'), ...(seed ? [here('./seed')] : [])];
  for (const file of folders.flatMap(filesOf))
    hash.update(file.slice(-80)).update(readFileSync(file));
  hash.update(createHash('sha256').update(dataEncryptionKey({})).digest()); // the seed's default key
  const digest = hash.digest('hex');
  sourceDigests.set(seed, digest);
  return digest;
}

/**
 * A short hash naming the template: the sources, and for a seeded one the Chicago date and the business day a
 * request made now posts on (the seed is relative to both: P3's cash advance, requested at seeding, is batched
 * at that business day's 5:00 PM Central cut-off — a template seeded before the cut-off is not used after it).
 */
export function templateKey(seed: boolean, now: Date = new Date()): string {
  const hash = createHash('sha256').update(sourcesDigest(seed));
  hash.update(seed ? `seeded:${calendarDate(now)}:${paymentPostingDate(now)}` : 'empty');
  return hash.digest('hex').slice(0, 32);
}

async function buildTemplate(seed: boolean): Promise<Blob> {
  const client = await PGlite.create();
  try {
    const handle = pgliteHandle(client);
    await migrateDatabase(handle);
    if (seed) await seedDatabase(handle.db);
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

function readCached(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

async function writeCached(file: string, dump: Blob): Promise<void> {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    for (const name of readdirSync(CACHE_DIR)) {
      const other = join(CACHE_DIR, name);
      if (other !== file && Date.now() - statSync(other).mtimeMs > STALE_MS)
        rmSync(other, { force: true });
    }
  } catch {
    // The disk cache is an optimisation only.
  }
}

async function loadOrBuild(seed: boolean, key: string): Promise<Blob> {
  const file = join(CACHE_DIR, `${key}.tgz`);
  const cached = readCached(file);
  if (cached) return cached;
  const dump = await buildTemplate(seed);
  await writeCached(file, dump);
  return dump;
}

const templates = new Map<string, Promise<Blob>>();

/** The per-process dump of a migrated (and optionally seeded) PGlite data directory. */
export function pgliteTemplate(seed: boolean): Promise<Blob> {
  const key = templateKey(seed);
  let template = templates.get(key);
  if (!template) {
    template = loadOrBuild(seed, key);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}
