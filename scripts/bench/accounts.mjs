// GET /accounts and /accountdetail at concurrency 50 for persona P1, on the embedded database and
// on a throwaway PostgreSQL server (goal on PostgreSQL: p99 ≤ 20 ms at 1,000 req/s).
import { cpuPerUnit, cpuSnapshot } from './cpu-time.mjs';
import { runLoad } from './load.mjs';
import { runOpenLoop } from './open-loop.mjs';
import { onEachDatabase } from './server.mjs';
import { signInP1 } from './sign-in.mjs';

const load = (url, auth) =>
  runLoad({
    concurrency: 50,
    durationMs: 10_000,
    send: async () => {
      const response = await fetch(url, { headers: auth });
      await response.arrayBuffer();
      return response.status === 200;
    },
  });

/** Runs `run` and adds the server's (and PostgreSQL's) CPU milliseconds per completed request to its result. */
async function withCpu({ serverPid, postgresPid }, run) {
  const before = cpuSnapshot(serverPid, postgresPid);
  const result = await run();
  // the generators count measured requests only; warm-up requests cost CPU too, so count them at the measured rate
  const units = result.requests + (result.warmupRequests ?? 0);
  return { ...result, cpu: cpuPerUnit(before, serverPid, units, postgresPid) };
}

async function measure(baseUrl, context) {
  const auth = await signInP1(baseUrl);
  const list = await (
    await fetch(`${baseUrl}/api/accounts?brandName=inl`, { headers: auth })
  ).json();
  const loan = list.loans.find((l) => l.lmsId === '10001-001') ?? list.loans[0];
  const detailUrl = `${baseUrl}/api/accountdetail?loanId=${loan.loanId}&lmsId=${encodeURIComponent(loan.lmsId)}`;
  return {
    accounts: await withCpu(context, () => load(`${baseUrl}/api/accounts?brandName=inl`, auth)),
    // the goal's own terms: a fixed arrival rate of 1,000 req/s, latency from each request's scheduled start
    accountsOpenLoop: await withCpu(context, () =>
      runOpenLoop({ url: `${baseUrl}/api/accounts?brandName=inl`, headers: auth, rate: 1000 }),
    ),
    accountdetail: await withCpu(context, () => load(detailUrl, auth)),
  };
}

export function measureAccounts(port) {
  return onEachDatabase(port, measure);
}
