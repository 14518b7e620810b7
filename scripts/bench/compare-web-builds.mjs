#!/usr/bin/env node
// Two builds of the web app side by side, at the same moment: `node scripts/bench/compare-web-builds.mjs <web dist A>
// <web dist B>` (each a built apps/web/dist, e.g. copied aside before and after a change; the API is this checkout's
// apps/api/dist). For ROUNDS rounds (5), each build in turn is served (WEB_DIST_DIR) on a fresh embedded database and
// audited once by Lighthouse mobile on Login, then on P1's Dashboard signed in (as `npm run bench -- vitals` does);
// prints each build's medians.
//
// Why: Login's TBT moves by hundreds of ms between runs of one build on this shared machine
// (docs/performance.md, "How the figures are measured"), so a before/after measured at different moments compares
// the machine, not the change — as for the API (compare-builds.mjs, decision 012), alternating the two builds run by
// run leaves the change as the difference.
import { resolve } from 'node:path';
import { measureDashboardVitals } from './dashboard-vitals.mjs';
import { measureLoginVitals } from './login-vitals.mjs';
import { startServer } from './server.mjs';
import { median } from './median.mjs';

const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length < 2) {
  console.error('usage: node scripts/bench/compare-web-builds.mjs <web dist A> <web dist B> [...]');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);

async function measureOnce(dist) {
  const server = await startServer({ port, env: { WEB_DIST_DIR: dist } });
  try {
    const login = await measureLoginVitals(server.baseUrl, undefined, 1);
    const dashboard = await measureDashboardVitals(server.baseUrl, 1);
    return { login, dashboard };
  } finally {
    await server.stop();
  }
}

const samples = new Map(dists.map((dist) => [dist, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const dist of dists) {
    const sample = await measureOnce(dist);
    samples.get(dist).push(sample);
    const { login: l, dashboard: d } = sample;
    console.log(
      `[compare-web] round ${round} ${dist}: Login LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms, score ${l.performanceScore}; ` +
        `Dashboard LCP ${Math.round(d.lcpMs)} ms, TBT ${Math.round(d.tbtMs)} ms, score ${d.performanceScore}`,
    );
  }
}
for (const [dist, runs] of samples) {
  const of = (page, key) => Math.round(median(runs.map((run) => run[page][key])));
  console.log(
    `[compare-web] ${dist}, median of ${runs.length}: Login LCP ${of('login', 'lcpMs')} ms, TBT ${of('login', 'tbtMs')} ms, ` +
      `score ${of('login', 'performanceScore')}; Dashboard LCP ${of('dashboard', 'lcpMs')} ms, TBT ${of('dashboard', 'tbtMs')} ms, ` +
      `score ${of('dashboard', 'performanceScore')}`,
  );
}
process.exit(0);
