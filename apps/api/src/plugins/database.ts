/**
 * The database: injected (tests, CLIs) or created from the config, migrated and seeded.
 * Decorates app.database (the handle) and app.db (the drizzle database). A database the app
 * created is closed with the app; an injected one belongs to the caller.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { createDatabase, type CreateDatabaseOptions, type Database, type DatabaseHandle } from '../db/client';
import { readTemplate, writeTemplate } from '../db/in-memory-template';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';

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

/**
 * Open, migrate and seed the database the config names (PGlite under DATA_DIR unless DATABASE_URL). An in-memory one
 * starts from DATABASE_IN_MEMORY_TEMPLATE when that file exists, and writes it when it does not.
 */
export async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const template = config.databaseInMemoryTemplate;
  const loadDataDir = readTemplate(template);
  const handle = await createDatabase({ ...databaseOptions(config), loadDataDir });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle);
    if (template && !loadDataDir) await writeTemplate(handle, template);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export async function registerDatabase(app: FastifyInstance, config: AppConfig, injected?: DatabaseHandle): Promise<DatabaseHandle> {
  const handle = injected ?? (await openDatabase(config));
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  if (!injected) app.addHook('onClose', async () => handle.close());
  return handle;
}
