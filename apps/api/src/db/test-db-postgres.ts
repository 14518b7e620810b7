import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresHandle, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';
import { templateKey } from './test-template';

/**
 * Test databases on a real PostgreSQL (TEST_DATABASE_URL; its own database is only used to create
 * others). A template database named by the content key (migrations, schema, seed, date) is built
 * once per server — under an advisory lock, under a temporary name renamed when complete — and every
 * test database is a cheap copy of it (CREATE DATABASE … TEMPLATE). close() drops the copy.
 */
function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const result = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return (result.rowCount ?? 0) > 0;
}

async function ensureTemplate(url: string, seed: boolean): Promise<string> {
  const name = `lender_tpl_${templateKey(seed).slice(0, 20)}_${seed ? 's' : 'e'}`;
  return withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await databaseExists(admin, name)) return name;
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`create database ${quoteIdent(building)}`);
      const handle = postgresHandle(
        new pg.Pool({ connectionString: databaseUrl(url, building), max: 2 }),
      );
      try {
        await migrateDatabase(handle);
        if (seed) await seedDatabase(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

const templates = new Map<string, Promise<string>>();

export async function createPostgresTestDatabase(
  url: string,
  seed: boolean,
): Promise<DatabaseHandle> {
  // per template key too: a long run crossing midnight or the 5:00 PM Central cut-off gets a freshly seeded template
  const key = `${url}#${templateKey(seed)}`;
  let template = templates.get(key);
  if (!template) {
    template = ensureTemplate(url, seed);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  const templateName = await template;
  const name = `lender_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) =>
    admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(templateName)}`),
  );
  const inner = postgresHandle(new pg.Pool({ connectionString: databaseUrl(url, name), max: 5 }));
  return {
    db: inner.db,
    kind: inner.kind,
    async close() {
      await inner.close();
      await withAdmin(url, (admin) =>
        admin.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}

/**
 * A new, empty database on the server (not migrated: what a deployment's first start meets), for tests of a start
 * from the config (DATABASE_URL). drop() removes it.
 */
export async function createEmptyPostgresDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lender_empty_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${quoteIdent(name)}`));
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      await withAdmin(url, (admin) =>
        admin.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}
