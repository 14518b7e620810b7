#!/usr/bin/env node
// `npm run bench [-- web vitals visits taps startup auth accounts payments draws origination refinance]`: builds the app (npm run build), runs the named
// benchmarks (all by default), prints a table and writes bench-results/latest.json. BENCH_PORT (3300) is the server's
// port, BENCH_PG_PORT (55433) the throwaway PostgreSQL's (postgres.mjs); BENCH_PAYMENTS=sustained runs only the
// sustained payment runs on PostgreSQL (payments.mjs). SKIP_BUILD=true uses the apps as last built (as npm start does).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { startServer } from './server.mjs';
import { measureWebSize } from './web-size.mjs';
import { measureLoginVitals } from './login-vitals.mjs';
import { measureDashboardVitals } from './dashboard-vitals.mjs';
import { measurePagesVitals, pagesVitalsTable } from './pages-vitals.mjs';
import { measureScreenTaps, screenTapsTable } from './screen-taps.mjs';
import { startReferenceApp } from './reference-app.mjs';
import { measureRepeatVisit } from './repeat-visit.mjs';
import { measureStartup } from './startup.mjs';
import { measureAuthenticate } from './authenticate.mjs';
import { measureAccounts } from './accounts.mjs';
import { measurePayments } from './payments.mjs';
import { measureDraws } from './draws.mjs';
import { measureOrigination } from './origination.mjs';
import { measureRefinance } from './refinance.mjs';
import { pushApiRows } from './api-rows.mjs';

const names = process.argv.slice(2);
const wants = (name) => names.length === 0 || names.includes(name);
const port = Number(process.env.BENCH_PORT ?? 3300);

if (process.env.SKIP_BUILD !== 'true') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const results = { date: new Date().toISOString(), node: process.version };
if (wants('web') || wants('vitals') || wants('visits')) {
  const server = await startServer({ port });
  try {
    if (wants('web')) results.web = await measureWebSize(server.baseUrl);
    if (wants('vitals')) {
      const reference = await startReferenceApp();
      try {
        results.loginVitals = await measureLoginVitals(server.baseUrl, reference.baseUrl);
      } finally {
        await reference.stop();
      }
      results.dashboardVitals = await measureDashboardVitals(server.baseUrl);
      // each page beside the stack app of decision 039, in one run (issue 50)
      const stack = await startReferenceApp('stack.jsx');
      try {
        results.pagesVitals = await measurePagesVitals(server.baseUrl, stack.baseUrl);
      } finally {
        await stack.stop();
      }
    }
    if (wants('visits')) results.repeatVisit = await measureRepeatVisit(server.baseUrl);
  } finally {
    await server.stop();
  }
}
if (wants('taps')) results.screenTaps = await measureScreenTaps({ port });
if (wants('startup')) results.startup = await measureStartup(port);
if (wants('auth')) results.authenticate = await measureAuthenticate(port);
if (wants('accounts')) results.accounts = await measureAccounts(port);
if (wants('payments')) results.payments = await measurePayments(port);
if (wants('draws')) results.draws = await measureDraws(port);
if (wants('origination')) results.origination = await measureOrigination(port);
if (wants('refinance')) results.refinance = await measureRefinance(port);

const rows = [];
if (results.web) {
  rows.push(['Login page JS (gzip)', `${results.web.loginJsGzipKb.toFixed(1)} KB`, '≤ 80 KB']);
  rows.push(['Login page CSS (gzip)', `${results.web.loginCssGzipKb.toFixed(1)} KB`, '']);
  rows.push([
    `Largest route chunk (gzip) ${results.web.largestRouteChunk.file}`,
    `${results.web.largestRouteChunk.kb.toFixed(1)} KB`,
    '',
  ]);
  rows.push([
    'Dashboard route JS beyond the Login page (gzip)',
    `${results.web.dashboardRouteJsGzipKb.toFixed(1)} KB`,
    '',
  ]);
}
if (results.loginVitals) {
  const v = results.loginVitals;
  const r = v.reference;
  const beside = (value) => (r ? ` (one-route app: ${value(r)})` : '');
  rows.push([
    `Login FCP (Lighthouse mobile, median of ${v.runs})`,
    `${Math.round(v.fcpMs)} ms${beside((x) => `${Math.round(x.fcpMs)} ms`)}`,
    '',
  ]);
  rows.push([
    `Login LCP (Lighthouse mobile, median of ${v.runs})`,
    `${Math.round(v.lcpMs)} ms${beside((x) => `${Math.round(x.lcpMs)} ms`)}`,
    '≤ 1,500 ms',
  ]);
  if (v.lcpRatio)
    rows.push(["Login LCP ÷ the one-route app's, same run", v.lcpRatio.toFixed(2), '≤ 1.25']);
  rows.push([
    'Login TBT',
    `${Math.round(v.tbtMs)} ms${beside((x) => `${Math.round(x.tbtMs)} ms`)}`,
    '≤ 100 ms',
  ]);
  rows.push(['Login CLS', `${v.cls.toFixed(3)}${beside((x) => x.cls.toFixed(3))}`, '≤ 0.02']);
  rows.push([
    'Login performance score (Lighthouse mobile)',
    `${Math.round(v.performanceScore)}${beside((x) => Math.round(x.performanceScore))}`,
    '≥ 95',
  ]);
  rows.push([
    'Login bytes on the wire, first visit (all requests)',
    `${v.wireKb.toFixed(0)} KB${beside((x) => `${x.wireKb.toFixed(0)} KB`)}`,
    '≤ 130 KB',
  ]);
  rows.push(['Login requests, first visit', `${v.requests}${beside((x) => x.requests)}`, '']);
}
if (results.dashboardVitals) {
  const d = results.dashboardVitals;
  rows.push([
    `Dashboard (${d.path}), signed in, warm: LCP / TBT / CLS (median of ${d.runs})`,
    `${Math.round(d.lcpMs)} ms / ${Math.round(d.tbtMs)} ms / ${d.cls.toFixed(3)}`,
    '≤ 1,500 ms / ≤ 100 ms / ≤ 0.02',
  ]);
  rows.push([
    'Dashboard performance score; bytes on the wire',
    `${Math.round(d.performanceScore)}; ${d.wireKb.toFixed(0)} KB`,
    '≥ 95',
  ]);
}
if (results.repeatVisit) {
  const r = results.repeatVisit;
  rows.push([
    `Dashboard (${r.path}) repeat visit, service worker warm, 4x CPU + slow 4G: usable (median of ${r.runs})`,
    `${Math.round(r.usableMs)} ms`,
    '≤ 500 ms',
  ]);
  rows.push([
    'Dashboard offline (the same reload, network off): last-known loans visible',
    `${Math.round(r.offlineVisibleMs)} ms`,
    '≤ 1,000 ms',
  ]);
}
pushApiRows(rows, results);
console.log('\n| figure | value | goal |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
if (results.pagesVitals) console.log(`\n${pagesVitalsTable(results.pagesVitals)}`);
if (results.screenTaps) console.log(`\n${screenTapsTable(results.screenTaps)}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
