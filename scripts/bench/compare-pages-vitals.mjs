#!/usr/bin/env node
// The pages table of `npm run bench -- vitals` for two builds in turn: `node scripts/bench/compare-pages-vitals.mjs
// <web dist A> <web dist B> [...]` (each a built apps/web/dist copied aside; the API is this checkout's apps/api/dist).
// For ROUNDS rounds (5), each build is served in turn on a fresh embedded database and its pages audited once beside
// the stack app of decision 039 (pages-vitals.mjs: Login first visit, P1's Dashboard's first visit after sign-in and
// warm); prints every round, then each build's medians.
//
// Why: the Dashboard's TBT moves by hundreds of ms between audits on this shared machine (decision 071: 334–1,023 ms
// for one build within minutes), so two builds measured at different moments compare the machine; alternating them
// round by round leaves the change as the difference.
import { resolve } from 'node:path';
import { median } from './median.mjs';
import { measurePagesVitals } from './pages-vitals.mjs';
import { startReferenceApp } from './reference-app.mjs';
import { startServer } from './server.mjs';

const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length < 2) {
  console.error(
    'usage: node scripts/bench/compare-pages-vitals.mjs <web dist A> <web dist B> [...]',
  );
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);
const PAGES = ['stack', 'login', 'dashboardFirst', 'dashboardWarm'];

const stack = await startReferenceApp('stack.jsx');
const results = dists.map(() => []);
try {
  for (let round = 1; round <= rounds; round += 1)
    for (const [i, dist] of dists.entries()) {
      const server = await startServer({ port, env: { WEB_DIST_DIR: dist } });
      try {
        const vitals = await measurePagesVitals(server.baseUrl, stack.baseUrl, 1);
        results[i].push(vitals);
        const at = (page) =>
          `${page} ${Math.round(vitals[page].score)}, ${Math.round(vitals[page].tbtMs)} ms`;
        console.log(`[pages] round ${round} ${dist}: ${PAGES.map(at).join('; ')} (score, TBT)`);
      } finally {
        await server.stop();
      }
    }
} finally {
  await stack.stop();
}

for (const [i, dist] of dists.entries()) {
  console.log(`\n${dist}, median of ${rounds}`);
  console.log(
    '| page | score | LCP | TBT | CLS | bytes | LCP ÷ the stack app’s | TBT, each round |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const page of PAGES) {
    const of = (key) => median(results[i].map((vitals) => vitals[page][key]));
    const ratio = page === 'stack' ? 1 : of('lcpRatio');
    const each = results[i].map((vitals) => Math.round(vitals[page].tbtMs)).join(', ');
    console.log(
      `| ${page} | ${Math.round(of('score'))} | ${Math.round(of('lcpMs'))} ms | ${Math.round(of('tbtMs'))} ms | ${of('cls').toFixed(3)} | ${of('wireKb').toFixed(1)} KB | ${ratio.toFixed(2)} | ${each} |`,
    );
  }
}
process.exit(0);
