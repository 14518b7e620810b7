/** Tests build the real app on a fresh in-memory database and call it with app.inject. */
import { mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, emptyLoanSystemTables } from '../db/test-db';

/**
 * Every injected request comes from 127.0.0.1, so the per-address budgets (which run on real time) would be
 * shared by a whole test file: tests get budgets no test reaches, and the budgets' own tests
 * (plugins/rate-limit.test.ts) ask for the real ones with PRODUCTION_RATE_LIMITS.
 */
const UNREACHED_RATE_LIMITS = {
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_SIGN_IN_MAX: '1000000',
  RATE_LIMIT_CODE_SEND_MAX: '1000000',
  RATE_LIMIT_TYPE_AHEAD_MAX: '1000000',
};

/** The configured defaults of the per-address budgets, as environment variables. */
export function productionRateLimits(): Record<string, string> {
  const defaults = loadConfig({ NODE_ENV: 'test' });
  return {
    RATE_LIMIT_MAX: String(defaults.rateLimitMax),
    RATE_LIMIT_SIGN_IN_MAX: String(defaults.signInRateLimitMax),
    RATE_LIMIT_CODE_SEND_MAX: String(defaults.codeSendRateLimitMax),
    RATE_LIMIT_TYPE_AHEAD_MAX: String(defaults.typeAheadRateLimitMax),
  };
}

/**
 * Load shedding off: a test process's event loop stalls for reasons of its own (PGlite runs in it, the machine is
 * shared), and a shed request would fail an unrelated test. Its own tests (operations/load-shedding.test.ts) turn it on.
 */
const NO_LOAD_SHEDDING = {
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
};

/**
 * The daily reminder pass (and auto-pay's, decision 056) would remind (charge) the seeded loans due in a few days at
 * whatever hour a test runs, and the reconciliation (decision 069) would record a day: their tests run them themselves.
 */
const NO_REMINDER_SCHEDULE = {
  REMINDER_SCHEDULE: 'false',
  AUTO_PAY_SCHEDULE: 'false',
  RECONCILIATION_SCHEDULE: 'false',
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...UNREACHED_RATE_LIMITS,
    ...NO_LOAD_SHEDDING,
    ...NO_REMINDER_SCHEDULE,
    ...env,
  });
}

/** A writable stream that keeps every log line, parsed. */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, raw, stream };
}

/**
 * Every test app also logs (at info, or the level the test asks for) to one file per Vitest worker under
 * test-results/api-logs; `node scripts/scan-api-logs.mjs` scans them after the suite (scripts/test.mjs).
 */
const LOG_DIR =
  process.env.API_TEST_LOG_DIR ??
  join(dirname(fileURLToPath(import.meta.url)), '../../../../test-results/api-logs');
let workerLogFd: number | undefined;

function workerLogFile(): number {
  if (workerLogFd === undefined) {
    mkdirSync(LOG_DIR, { recursive: true });
    workerLogFd = openSync(
      join(LOG_DIR, `worker-${process.pid}-${process.env.VITEST_POOL_ID ?? '0'}.ndjson`),
      'a',
    );
  }
  return workerLogFd;
}

/** The worker's log file, plus the test's own stream when it reads its lines back. */
function testLogStream(own: Writable | undefined): Writable {
  const fd = workerLogFile();
  return new Writable({
    write(chunk: Buffer | string, encoding, done) {
      writeSync(fd, String(chunk));
      if (own) own.write(chunk, encoding, done);
      else done();
    },
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Build the app on `database` (a fresh test database when omitted); close() closes both. */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestApp> {
  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await createTestDatabase());
  // over HTTP the loan systems' rows are the service's: the app's copy is emptied, as in a real deployment
  if (ownsDatabase && env.LOAN_SYSTEMS_URL) await emptyLoanSystemTables(database.db);
  const app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...env }), {
    ...deps,
    database,
    logStream: testLogStream(deps.logStream),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
