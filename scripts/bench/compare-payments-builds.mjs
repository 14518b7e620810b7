#!/usr/bin/env node
// Two builds of the API paying over the loan systems' HTTP adapter, in turn in one run:
// `node scripts/bench/compare-payments-builds.mjs <dist A> <dist B>` (each a built `apps/api/dist` copied aside inside
// the checkout, e.g. `apps/api/dist-a` before a change and `apps/api/dist-b` after, so that its packages resolve). For ROUNDS rounds (2; the order alternates), each build gets its own throwaway
// PostgreSQL and loan-systems service and runs payments-over-http.mjs: the paced run's CPU per payment (API,
// PostgreSQL, service) and the sustained run's payments per second. Why in turn: the machine's figures move by a
// third from one hour or day to the next (performance.md), more than most changes; alternating leaves the change.
import { resolve } from 'node:path';
import { measurePaymentsOverHttp } from './payments-over-http.mjs';

const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length !== 2) {
  console.error('usage: node scripts/bench/compare-payments-builds.mjs <dist A> <dist B>');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3300);
const ms = (x) => `${x.toFixed(1)} ms`;

console.log(
  '| round | build | paced 20/s: API + PostgreSQL + service CPU per payment | sustained over 100 loans |',
);
console.log('|---|---|---|---|');
for (let round = 1; round <= rounds; round += 1) {
  const order = round % 2 ? ['A', 'B'] : ['B', 'A'];
  for (const build of order) {
    const { paced, spread } = await measurePaymentsOverHttp(port, {
      dist: dists[build === 'A' ? 0 : 1],
    });
    const cpu = paced.cpuMsPerPayment;
    console.log(
      `| ${round} | ${build} | ${ms(cpu.server)} + ${ms(cpu.postgres)} + ${ms(paced.loanSystemsCpuMs)} | ${spread.perSecond.toFixed(1)}/s, p99 ${ms(spread.p99Ms)} |`,
    );
  }
}
