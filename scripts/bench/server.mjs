// Starts the built app on a free port with a throwaway database, for benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs';
import { startPostgres } from './postgres.mjs';

/** one pair per benchmark process, so a restart on the same data directory can still read it */
export const benchSecrets = {
  dataKey: randomBytes(32).toString('hex'),
  authSecret: randomBytes(32).toString('base64url'),
};

export async function waitFor200(url, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** `command` defaults to the built server; pass ['npm', 'start'] to measure the README command. */
export async function startServer({
  port,
  command = [process.execPath, ...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'],
  env = {},
  dataDir = mkdtempSync(join(tmpdir(), 'bench-data-')),
} = {}) {
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // development mode on loopback: the benchmarks read P1's trusted-device code from the dev outbox
      // (scripts/bench/sign-in.mjs); nothing on the measured paths differs from production
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_SIGN_IN_MAX: '1000000',
      RATE_LIMIT_CODE_SEND_MAX: '1000000',
      // the rate limits as a node of a two-node deployment counts them (decision 012: its share, in memory)
      API_NODE_COUNT: '2',
      // the benchmarks measure the server at and past saturation: load shedding would answer 503 instead
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
      // a benchmark run makes its own secrets (production would refuse the development ones)
      DATA_ENCRYPTION_KEY: benchSecrets.dataKey,
      AUTH_SECRET: benchSecrets.authSecret,
      ...env,
    },
    detached: true,
  });
  const startedAt = performance.now();
  const msToHealthy = await waitFor200(`http://127.0.0.1:${port}/api/health`);
  return {
    child,
    dataDir,
    msToHealthy,
    startedAt,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/**
 * Runs `measure(baseUrl, context)` against the server on the embedded database, then on a throwaway PostgreSQL.
 * context: { serverPid } and, on PostgreSQL, { databaseUrl, postgresPid } (for cpu-time.mjs).
 */
export async function onEachDatabase(port, measure) {
  const results = {};
  const embedded = await startServer({ port });
  try {
    results.embedded = await measure(embedded.baseUrl, { serverPid: embedded.child.pid });
  } finally {
    await embedded.stop();
  }
  const postgres = startPostgres();
  if (!postgres)
    return {
      ...results,
      postgres: { skipped: 'no PostgreSQL server binaries (apt-get install postgresql)' },
    };
  try {
    const server = await startServer({ port, env: { DATABASE_URL: postgres.url } });
    try {
      results.postgres = await measure(server.baseUrl, {
        databaseUrl: postgres.url,
        serverPid: server.child.pid,
        postgresPid: postgres.pid,
      });
    } finally {
      await server.stop();
    }
  } finally {
    postgres.stop();
  }
  return results;
}

/**
 * A worker-only process (`npm run worker`) on the given PostgreSQL, with the benchmark's secrets; stop() ends it. A
 * production process on the benchmark's database, which holds the demo people: DEMO_DEPLOYMENT=true (decision 042).
 */
export async function startWorker({ databaseUrl, env = {} }) {
  const child = spawn(process.execPath, ['apps/api/dist/worker.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_DEPLOYMENT: 'true',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      DATA_ENCRYPTION_KEY: benchSecrets.dataKey,
      AUTH_SECRET: benchSecrets.authSecret,
      ...env,
    },
    detached: true,
  });
  await new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk;
      if (!seen.includes('worker started')) return;
      // stop keeping its log once it has started; resume() below drains the rest
      child.stdout.off('data', onData);
      resolve();
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/**
 * Runs `measure(baseUrl)` against the app served on a throwaway PostgreSQL (the built server, or the source with
 * BENCH_FROM_SOURCE=true): { postgres: figures }, or { postgres: { skipped } } without server binaries.
 */
export async function onPostgresServer(port, measure) {
  const postgres = startPostgres();
  if (!postgres)
    return { postgres: { skipped: 'no PostgreSQL server binaries (apt-get install postgresql)' } };
  try {
    const fromSource =
      process.env.BENCH_FROM_SOURCE === 'true'
        ? { command: ['node_modules/.bin/tsx', 'apps/api/src/server.ts'] }
        : {};
    const server = await startServer({ port, env: { DATABASE_URL: postgres.url }, ...fromSource });
    try {
      return { postgres: await measure(server.baseUrl) };
    } finally {
      await server.stop();
    }
  } finally {
    postgres.stop();
  }
}
