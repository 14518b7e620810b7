#!/usr/bin/env node
// The scale-out test (issue 19): two API nodes (RUN_WORKERS=false) and one worker process, as real processes on a
// fresh database in the PostgreSQL server of TEST_DATABASE_URL (scripts/test.mjs `scale-out`, run by .ci/run); then
// the same with the loan systems as a service of their own over HTTP, on a second fresh database (issue 51).
// Usage: TEST_DATABASE_URL=postgres://… node scripts/scale-out/run.mjs [report.json]. Writes { ok, error? } to the
// report, keeps each process's log under test-results/scale-out/, and stops every process and drops the database
// whatever happens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { API_BUILD, buildIfStale } from '../lib/builds.mjs';
import { startCluster, startLoanSystems } from './cluster.mjs';
import { createFreshDatabase } from './database.mjs';
import { logTails, stopAll } from './processes.mjs';
import { paymentAcrossNodes, postedOnceInLoanSystems, rateLimitAcrossNodes } from './scenario.mjs';

const reportFile = process.argv[2] ?? 'test-results/scale-out.json';
const logDir = 'test-results/scale-out';
const TIME_LIMIT_MS = 180_000;

async function scenario(database) {
  const cluster = await startCluster({ databaseUrl: database.url, logDir });
  console.log(
    `[scale-out] node A ${cluster.a.baseUrl}, node B ${cluster.b.baseUrl}, database ${database.name}`,
  );
  const { auth } = await paymentAcrossNodes({ ...cluster, query: database.query });
  await rateLimitAcrossNodes(cluster, auth);
  await stopAll();
}

/** The same cluster with the loan systems over HTTP: the payment is posted in the service's database, once. */
async function scenarioOverHttp(database, ledger) {
  const loanSystems = await startLoanSystems({ databaseUrl: ledger.url, logDir });
  const cluster = await startCluster({
    databaseUrl: database.url,
    loanSystemsUrl: loanSystems.url,
    logDir,
    prefix: 'http-',
  });
  console.log(
    `[scale-out] over HTTP: node A ${cluster.a.baseUrl}, node B ${cluster.b.baseUrl}, loan systems ${loanSystems.url} on ${ledger.name}`,
  );
  const paid = await paymentAcrossNodes({ ...cluster, query: database.query });
  await postedOnceInLoanSystems({ query: database.query, ledgerQuery: ledger.query, paid });
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL (a PostgreSQL server) is required');
  if (!buildIfStale(API_BUILD, 'scale-out')) throw new Error('the API build failed');
  const database = await createFreshDatabase(serverUrl);
  const overHttp = await createFreshDatabase(serverUrl);
  const ledger = await createFreshDatabase(serverUrl);
  // a time limit or a SIGINT/SIGTERM ends the scenario the way a failure does: processes stopped, database dropped
  let timer;
  const stopped = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the scenario took longer than ${TIME_LIMIT_MS / 1000} s`)),
      TIME_LIMIT_MS,
    );
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.on(signal, () => reject(new Error(`interrupted by ${signal}`)));
  });
  try {
    await Promise.race([
      (async () => {
        await scenario(database);
        await scenarioOverHttp(overHttp, ledger);
      })(),
      stopped,
    ]);
  } finally {
    clearTimeout(timer);
    await stopAll();
    for (const made of [database, overHttp, ledger]) await made.drop();
  }
}

function report(result) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify(result, null, 2));
}

main().then(
  () => {
    report({ ok: true });
    console.log('[scale-out] passed');
  },
  (error) => {
    report({ ok: false, error: String(error?.message ?? error) });
    console.error(`[scale-out] FAILED: ${error?.stack ?? error}`);
    console.error(logTails());
    process.exitCode = 1;
  },
);
