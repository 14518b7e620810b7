import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { JOURNEY_DB_TEMPLATE, JOURNEY_LOGS_DIR } from './card-data';
import { dropJourneyDatabases } from './journey-database';
import { writeDatabaseTemplate } from './journey-server';

/**
 * Each run's servers write their logs and card-data scans afresh (the scans read only this run's), and start from a
 * database this build migrated and seeded today (the seed is relative to the date).
 */
export default async function globalSetup(): Promise<void> {
  const repoRoot = resolve(import.meta.dirname, '../../../..');
  rmSync(resolve(repoRoot, JOURNEY_LOGS_DIR), { recursive: true, force: true });
  rmSync(resolve(repoRoot, JOURNEY_DB_TEMPLATE), { force: true });
  await dropJourneyDatabases();
  await writeDatabaseTemplate();
}
