// The deployment of docs/operations.md in miniature: two API nodes that only enqueue jobs (RUN_WORKERS=false) and, when the
// scenario asks for it, one worker-only process (`npm run worker`: apps/api/dist/worker.js), all on one PostgreSQL
// database. The rate limits are configured for the service with API_NODE_COUNT=2 (decision 012). With `loanSystemsUrl`
// the nodes and the worker reach the loan systems over HTTP (LOAN_SYSTEMS_URL, decisions 065, 068): the service is
// started first by startLoanSystems, on a PostgreSQL database of its own.
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs';
import { freePort, startNode, waitForHttp200, waitForLog } from './processes.mjs';

/** The service-wide /api budget per client address and minute: each of the two nodes allows half. */
export const SERVICE_RATE_LIMIT = 200;
const STARTUP_MS = 60_000;

function commonEnv(databaseUrl, loanSystemsUrl) {
  return {
    ...(loanSystemsUrl ? { LOAN_SYSTEMS_URL: loanSystemsUrl } : {}),
    // development mode on loopback: the scenario reads P1's trusted-device code from the dev outbox, as the
    // benchmarks do (scripts/bench/sign-in.mjs); every process gets the same (development) secrets
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX: String(SERVICE_RATE_LIMIT),
    API_NODE_COUNT: '2',
    // the nodes sit behind a load balancer: the client address is X-Forwarded-For's
    TRUST_PROXY: 'true',
    // a busy CI machine must not turn the scenario's requests into 503s (load shedding has its own tests)
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
  };
}

async function startApiNode(name, { databaseUrl, loanSystemsUrl, logDir }) {
  const port = await freePort();
  const env = {
    ...commonEnv(databaseUrl, loanSystemsUrl),
    HOST: '127.0.0.1',
    PORT: String(port),
    RUN_WORKERS: 'false',
  };
  const proc = startNode(
    name,
    [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/api/dist/server.js'],
    { env, logDir },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp200(proc, `${baseUrl}/api/health`, STARTUP_MS);
  return { name, baseUrl, proc };
}

/**
 * Node A first (it migrates and seeds the fresh database), then node B on the migrated database. The worker is
 * started by startWorker(), so the scenario can show that nothing runs a job before it.
 */
export async function startCluster({ databaseUrl, loanSystemsUrl, logDir, prefix = '' }) {
  const a = await startApiNode(`${prefix}api-a`, { databaseUrl, loanSystemsUrl, logDir });
  const b = await startApiNode(`${prefix}api-b`, { databaseUrl, loanSystemsUrl, logDir });
  const startWorker = async () => {
    const proc = startNode(`${prefix}worker`, ['--enable-source-maps', 'apps/api/dist/worker.js'], {
      env: commonEnv(databaseUrl, loanSystemsUrl),
      logDir,
    });
    await waitForLog(proc, '"worker started"', STARTUP_MS);
    return proc;
  };
  return { a, b, startWorker };
}

/** The loan-systems service (`apps/api/dist/loan-systems.js`) on its own database, migrated and seeded by its start. */
export async function startLoanSystems({ databaseUrl, logDir }) {
  const port = await freePort();
  const proc = startNode(
    'loan-systems',
    [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/api/dist/loan-systems.js'],
    {
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        LOAN_SYSTEMS_PORT: String(port),
        LOAN_SYSTEMS_DATABASE_URL: databaseUrl,
      },
      logDir,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp200(proc, `${url}/health`, STARTUP_MS);
  return { url, proc };
}
