/**
 * The database: injected (tests, CLIs) or created from the config, migrated and seeded.
 * Decorates app.database (the handle) and app.db (the drizzle database). A database the app
 * created is closed with the app; an injected one belongs to the caller.
 */
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import {
  createDatabase,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseHandle,
} from '../db/client';
import { readTemplate, writeTemplate } from '../db/in-memory-template';
import { migrateDatabase } from '../db/migrate';
import {
  demoPeopleIn,
  holdsDemoPeople,
  seedDatabase,
  seedReference,
  type DemoPeopleFound,
} from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}

/** What the config says to open: PostgreSQL with a pool of DATABASE_POOL_MAX when DATABASE_URL is set, else PGlite. */
export function databaseOptions(config: AppConfig): CreateDatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    inMemory: config.databaseInMemory,
    poolMax: config.databasePoolMax,
  };
}

/** A production start without DEMO_DEPLOYMENT=true on a database that holds the demo people (decision 042). */
export class DemoPeopleRefusedError extends Error {
  constructor(readonly found: DemoPeopleFound) {
    const what = [
      found.profiles > 0 ? `${found.profiles} demo profile(s)` : undefined,
      found.customers > 0 ? `${found.customers} demo customer record(s)` : undefined,
      found.identities.length > 0
        ? `the sign-in(s) ${found.identities.slice(0, 3).join(', ')}${found.identities.length > 3 ? ', …' : ''}`
        : undefined,
    ].filter(Boolean);
    super(
      `This database holds the demo people of PERSONAS.md (${what.join('; ')}), whose password is published, and ` +
        'NODE_ENV=production refuses to serve it. Start on a database without them, or set DEMO_DEPLOYMENT=true if ' +
        'this is a demo deployment (decision 042).',
    );
    this.name = 'DemoPeopleRefusedError';
  }
}

/**
 * The seed of a start (decision 042): the reference data always; the demo people when config.demoData (outside
 * production by default, in production only with DEMO_DEPLOYMENT=true, then warned about at every start). A
 * production start without the flag first refuses a database that already holds demo people.
 */
export async function seedForStart(
  handle: DatabaseHandle,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (!config.demoData) {
    if (config.isProduction) {
      const found = await demoPeopleIn(handle.db);
      if (holdsDemoPeople(found)) throw new DemoPeopleRefusedError(found);
    }
    await seedReference(handle);
    return;
  }
  if (config.isProduction) {
    log.warn(
      { demoDeployment: true },
      'DEMO DEPLOYMENT (DEMO_DEPLOYMENT=true): this production service holds the demo people of PERSONAS.md, whose ' +
        'password DemoPass2026 is published. Never let a real borrower use it.',
    );
  }
  await seedDatabase(handle, { dataKey: config.dataEncryptionKey });
}

/**
 * Open, migrate and seed the database the config names (PGlite under DATA_DIR unless DATABASE_URL). An in-memory one
 * starts from DATABASE_IN_MEMORY_TEMPLATE when that file exists, and writes it when it does not.
 */
export async function openDatabase(
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<DatabaseHandle> {
  const template = config.databaseInMemoryTemplate;
  const loadDataDir = readTemplate(template);
  const handle = await createDatabase({ ...databaseOptions(config), loadDataDir });
  try {
    await migrateDatabase(handle);
    await seedForStart(handle, config, log);
    if (template && !loadDataDir) await writeTemplate(handle, template);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export async function registerDatabase(
  app: FastifyInstance,
  config: AppConfig,
  injected?: DatabaseHandle,
): Promise<DatabaseHandle> {
  const handle = injected ?? (await openDatabase(config, app.log));
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  if (!injected) app.addHook('onClose', async () => handle.close());
  return handle;
}
