/**
 * The maintenance switch (PERSONAS.md), open only outside production:
 *   npm run maintenance -- --minutes 5 [--message "Back soon"]   |   npm run maintenance -- --off
 * When the server is running it goes through POST /api/dev/serviceStatus (so that node's cache is
 * cleared and an embedded database is not opened twice); otherwise it writes the settings row
 * through the same service directly.
 */
import path from 'node:path';
import type { TServiceStatusResponse, TSetServiceStatusRequest } from '@lender/contract';
import { loadConfigOrExit, type AppConfig } from '../config';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { createServiceStatusRepo, createServiceStatusService } from '../areas/system';
import { MAINTENANCE_USAGE, parseMaintenanceArgs } from './maintenance-args';

async function viaServer(
  port: number,
  request: TSetServiceStatusRequest,
): Promise<TServiceStatusResponse | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/dev/serviceStatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': '2' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok)
      throw new Error(`the server answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as TServiceStatusResponse;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

async function viaDatabase(
  config: AppConfig,
  request: TSetServiceStatusRequest,
): Promise<TServiceStatusResponse> {
  const handle = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateDatabase(handle);
    const service = createServiceStatusService({
      repo: createServiceStatusRepo(handle.db),
      clock: systemClock,
    });
    return await service.setStatus(request);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.isProduction)
    throw new Error('The maintenance switch is not available in production.');
  let request: TSetServiceStatusRequest;
  try {
    request = parseMaintenanceArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${MAINTENANCE_USAGE}\n`);
    process.exit(2);
  }
  const status = (await viaServer(config.port, request)) ?? (await viaDatabase(config, request));
  process.stdout.write(
    status.available
      ? 'Service status: available\n'
      : `Service status: unavailable${status.until ? ` until ${status.until}` : ''}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
