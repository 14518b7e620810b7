/**
 * The database of a journey server. Where the run has a PostgreSQL server (TEST_DATABASE_URL, as in CI: .ci/run
 * starts one), each server gets a database of its own, copied from a migrated and seeded template with CREATE
 * DATABASE … TEMPLATE (~0.1 s) and dropped when the server stops. Elsewhere (`npm test` on a machine without one) each
 * server runs PGlite in memory from a template file, as `npm start` does on disk. PostgreSQL does the journeys' queries
 * natively instead of in WebAssembly inside the server's process, and a server starts without compiling PGlite:
 * decision 070 has the measurements.
 */
import { resolve } from 'node:path';
import pg from 'pg';
import { JOURNEY_DB_TEMPLATE } from './card-data';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const serverUrl = process.env.TEST_DATABASE_URL;

/** The PostgreSQL template every journey database is copied from (global set-up writes it). */
const TEMPLATE = 'journey_template';
/** Journey databases are named after their server, under this prefix (a run drops any a killed run left behind). */
const PREFIX = 'journey_';

export interface JourneyDatabase {
  /** the server's environment for this database */
  env: Record<string, string>;
  /** drops it (after its server has stopped) */
  drop: () => Promise<void>;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name}"`;
const urlOf = (database: string) => {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${database}`;
  return url.toString();
};

/** The journeys' databases and template gone: a run starts from this build's migrations and today's seed. */
export async function dropJourneyDatabases(): Promise<void> {
  if (!serverUrl) return;
  await onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${PREFIX}%`],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${ident(datname)} with (force)`);
  });
}

/**
 * The template's database, for the set-up's server to migrate and seed: an empty PostgreSQL database, or (PGlite) the
 * template file the first server writes.
 */
export async function templateDatabase(): Promise<JourneyDatabase> {
  if (!serverUrl)
    return {
      env: {
        DATABASE_IN_MEMORY: 'true',
        DATABASE_IN_MEMORY_TEMPLATE: resolve(repoRoot, JOURNEY_DB_TEMPLATE),
      },
      drop: async () => undefined,
    };
  await onServer((client) => client.query(`create database ${ident(TEMPLATE)}`));
  return { env: { DATABASE_URL: urlOf(TEMPLATE) }, drop: async () => undefined };
}

/** A fresh copy of the template for the server `name`. */
export async function journeyDatabase(name: string): Promise<JourneyDatabase> {
  if (!serverUrl) return templateDatabase();
  const database = `${PREFIX}${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
  await onServer(async (client) => {
    await client.query(`drop database if exists ${ident(database)} with (force)`);
    await client.query(`create database ${ident(database)} template ${ident(TEMPLATE)}`);
  });
  return {
    // one process alone on its database: its sends wake its own workers, so the queues poll as seldom as they do on
    // PGlite (job-config.ts's JOB_DEFAULTS), not PostgreSQL's 88 polls a second for nodes that share queues
    env: {
      DATABASE_URL: urlOf(database),
      DATABASE_POOL_MAX: '5',
      JOB_WORKERS: '2',
      JOB_POLL_SECONDS: '2',
    },
    drop: () =>
      onServer((client) =>
        client.query(`drop database if exists ${ident(database)} with (force)`),
      ).then(() => undefined),
  };
}
