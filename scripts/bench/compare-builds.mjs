#!/usr/bin/env node
// Two builds of the API side by side, at the same moment: `node scripts/bench/compare-builds.mjs <checkout A> <checkout B>`
// (each a checkout whose apps/api/dist is built, e.g. a git worktree of an older commit and this one). For ROUNDS
// rounds (3), each build in turn gets a fresh throwaway PostgreSQL, P1 signs in, and GET /accounts runs open loop at
// RATE req/s (1,000) for 10 s; prints p50, p99 and the server's and PostgreSQL's CPU per request. ACCEPT_ENCODING
// (unset: none, as the accounts benchmark's open-loop row) sets the requests' accept-encoding, e.g. `br`.
//
// Why: on a shared machine the same commit's figures move by 2× from one hour to the next (decision 012), so a
// before/after measured at different moments compares the machine, not the change. Alternating the two builds
// run by run, on the same data, leaves the change as the difference.
import { resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs';
import { cpuPerUnit, cpuSnapshot } from './cpu-time.mjs';
import { runOpenLoop } from './open-loop.mjs';
import { startPostgres } from './postgres.mjs';
import { startServer } from './server.mjs';
import { signInP1 } from './sign-in.mjs';

const checkouts = process.argv.slice(2).map((dir) => resolve(dir));
if (checkouts.length < 2) {
  console.error('usage: node scripts/bench/compare-builds.mjs <checkout A> <checkout B> [...]');
  process.exit(2);
}
const rate = Number(process.env.RATE ?? 1000);
const rounds = Number(process.env.ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3300);
const encoding = process.env.ACCEPT_ENCODING
  ? { 'accept-encoding': process.env.ACCEPT_ENCODING }
  : {};

async function measureOnce(checkout) {
  const postgres = startPostgres();
  try {
    const server = await startServer({
      port,
      env: { DATABASE_URL: postgres.url },
      command: [process.execPath, ...SERVER_NODE_FLAGS, `${checkout}/apps/api/dist/server.js`],
    });
    try {
      const auth = await signInP1(server.baseUrl);
      const before = cpuSnapshot(server.child.pid, postgres.pid);
      const run = await runOpenLoop({
        url: `${server.baseUrl}/api/accounts?brandName=inl`,
        headers: { ...auth, ...encoding },
        rate,
      });
      return {
        ...run,
        cpu: cpuPerUnit(before, server.child.pid, run.requests + run.warmupRequests, postgres.pid),
      };
    } finally {
      await server.stop();
    }
  } finally {
    postgres.stop();
  }
}

console.log(
  `GET /accounts, open loop at ${rate} req/s, PostgreSQL, accept-encoding: ${encoding['accept-encoding'] ?? 'none'}`,
);
for (let round = 1; round <= rounds; round += 1) {
  for (const checkout of checkouts) {
    const r = await measureOnce(checkout);
    console.log(
      [
        `round ${round}`,
        checkout,
        `served ${r.perSecond.toFixed(0)}/s`,
        `p50 ${r.p50Ms.toFixed(1)} ms`,
        `p99 ${r.p99Ms.toFixed(1)} ms`,
        `server ${r.cpu.serverMs.toFixed(3)} ms`,
        `PostgreSQL ${r.cpu.postgresMs.toFixed(3)} ms per request`,
      ].join('  '),
    );
  }
}
