/**
 * The loan-systems service's own database (decision 065): PostgreSQL at LOAN_SYSTEMS_DATABASE_URL, else its own PGlite
 * in DATA_DIR/loan-systems-pglite; migrated as the app's is, and seeded with the demo ledger outside production only
 * (a production service holds the loan systems' real data, never PERSONAS.md's).
 */
import type { AppConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase, seedReference } from '../db/seed';

export async function openLoanSystemsDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = config.loanSystems.service;
  const handle = await createDatabase({
    databaseUrl,
    dataDir,
    poolMax: config.databasePoolMax,
  });
  try {
    await migrateDatabase(handle);
    if (config.isProduction) await seedReference(handle);
    else await seedDatabase(handle, { dataKey: config.dataEncryptionKey });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
