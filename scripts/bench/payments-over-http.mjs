// Payments over the HTTP adapter (issue 51): the same app on a throwaway PostgreSQL, with the loan systems as a service
// of their own (apps/api/dist/loan-systems.js) on a second database of that server, the API calling it with
// LOAN_SYSTEMS_URL. P1 pays 100 bench-only loans (copies of A1 in both databases), paced at PACED_PER_SECOND for the
// CPU each confirmed payment costs (API, loan-systems service, PostgreSQL), then 400 payers sustained for 10 s.
// payments.mjs runs it after the in-process runs, so its figures stand beside theirs in one run.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs';
import { processCpuMs } from './cpu-time.mjs';
import { createHttpClient } from './http-client.mjs';
import {
  addBenchLoans,
  APP_POLL_MS,
  benchLoanIds,
  onePayment,
  pacedRun,
  payingInTurn,
  setUp,
  sustainedRun,
} from './payments.mjs';
import { startPostgres } from './postgres.mjs';
import { benchSecrets, startServer, waitFor200 } from './server.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function createDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startLoanSystems(databaseUrl, dist) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, `${dist}/loan-systems.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOAN_SYSTEMS_PORT: String(port),
      LOAN_SYSTEMS_DATABASE_URL: databaseUrl,
      DATA_ENCRYPTION_KEY: benchSecrets.dataKey,
    },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/health`);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** `dist`: the built API to run (its server and its loan-systems service); this checkout's by default. */
export async function measurePaymentsOverHttp(port, { dist = 'apps/api/dist' } = {}) {
  const postgres = startPostgres();
  if (!postgres) return { skipped: 'no PostgreSQL server binaries (apt-get install postgresql)' };
  try {
    const ledgerUrl = await createDatabase(postgres.url, 'loan_systems');
    const loanSystems = await startLoanSystems(ledgerUrl, dist);
    try {
      const server = await startServer({
        port,
        env: { DATABASE_URL: postgres.url, LOAN_SYSTEMS_URL: loanSystems.url },
        command: [process.execPath, ...SERVER_NODE_FLAGS, `${dist}/server.js`],
      });
      try {
        return await measure(server, loanSystems, postgres, ledgerUrl);
      } finally {
        await server.stop();
      }
    } finally {
      await loanSystems.stop();
    }
  } finally {
    postgres.stop();
  }
}

async function measure(server, loanSystems, postgres, ledgerUrl) {
  const context = await setUp(server.baseUrl);
  const client = createHttpClient(server.baseUrl, { maxSockets: 512 });
  try {
    const first = await onePayment(client, context, '215.40');
    if (!first.ok) throw new Error(`the first payment over HTTP did not confirm: ${first.reason}`);
    await addBenchLoans(postgres.url);
    await addBenchLoans(ledgerUrl);
    const loanIds = await benchLoanIds(server.baseUrl, context.auth);
    const payAny = payingInTurn(client, context, loanIds);
    const pids = { serverPid: server.child.pid, postgresPid: postgres.pid };
    // the service's CPU, counted as a second "server" beside the API's
    const serviceCpu = async (run) => {
      const before = processCpuMs(loanSystems.pid);
      const result = await run();
      const ok = result.payments ?? 0;
      return {
        ...result,
        loanSystemsCpuMs: ok > 0 ? (processCpuMs(loanSystems.pid) - before) / ok : 0,
      };
    };
    const paced = { loans: loanIds.length, ...(await serviceCpu(() => pacedRun(payAny, pids))) };
    const spread = {
      loans: loanIds.length,
      ...(await serviceCpu(() => sustainedRun(payAny, pids))),
    };
    return { appPollMs: APP_POLL_MS, paced, spread };
  } finally {
    client.close();
  }
}
