/**
 * The loan systems across a network that fails, for a journey (issue 51, decision 075): the loan-systems service
 * (`apps/api/dist/loan-systems.js`, decision 065) on a database of its own seeded as the app's, the fault proxy of the
 * API's tests in front of it (in the Playwright worker, so the journey injects faults), and a journey server whose
 * loan systems are behind the proxy (LOAN_SYSTEMS_URL). Ports from E2E_PORT + 600, two a worker, apart from the
 * journey servers' (journey-server.ts).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFaultProxy, type FaultProxy } from '@lender/fault-proxy';
import { JOURNEY_LOGS_DIR } from './card-data';
import { journeyDatabase } from './journey-database';
import {
  basePort,
  exited,
  healthy,
  startJourneyServer,
  type JourneyServer,
} from './journey-server';

const repoRoot = resolve(import.meta.dirname, '../../../..');

export interface FaultyStack {
  /** the journey server (baseURL), its loan systems behind the proxy */
  server: JourneyServer;
  proxy: FaultProxy;
  stop(): Promise<void>;
}

/** The loan-systems service's process on `port`; its database a copy of the journeys' template (PGlite elsewhere). */
async function startService(name: string, port: number) {
  const database = await journeyDatabase(name);
  const dataDir = mkdtempSync(join(tmpdir(), 'loan-systems-'));
  const log = resolve(repoRoot, JOURNEY_LOGS_DIR, `${name}.log`);
  mkdirSync(resolve(repoRoot, JOURNEY_LOGS_DIR), { recursive: true });
  const fd = openSync(log, 'w');
  const child = spawn('node', ['apps/api/dist/loan-systems.js'], {
    cwd: repoRoot,
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOAN_SYSTEMS_PORT: String(port),
      DATA_DIR: dataDir,
      ...(database.env.DATABASE_URL
        ? { LOAN_SYSTEMS_DATABASE_URL: database.env.DATABASE_URL }
        : {}),
    },
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(url, child, log, '/health');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The service, its proxy and a journey server behind them, for the worker `workerIndex`. */
export async function startFaultyStack(workerIndex: number): Promise<FaultyStack> {
  const port = basePort() + 600 + (workerIndex % 100) * 2;
  const name = `journeys-faults-w${workerIndex}`;
  const service = await startService(`${name}-loan-systems`, port);
  const proxy = await startFaultProxy({ target: service.url });
  const server = await startJourneyServer(port + 1, name, {
    LOAN_SYSTEMS_URL: proxy.url,
    // a call that does not answer is given up (and asked again by its key) well inside a screen's patience
    LOAN_SYSTEMS_TIMEOUT_MS: '1000',
  }).catch(async (error: unknown) => {
    await proxy.close();
    await service.stop();
    throw error;
  });
  return {
    server,
    proxy,
    async stop() {
      await server.stop();
      await proxy.close();
      await service.stop();
    },
  };
}
