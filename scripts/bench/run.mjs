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
if (results.startup) {
  rows.push([
    'npm start → 200 /api/health (empty DB: migrate + seed)',
    `${results.startup.emptyDatabaseSeconds.toFixed(2)} s`,
    '',
  ]);
  rows.push([
    'npm start → 200 /api/health (seeded DB)',
    `${results.startup.seededDatabaseSeconds.toFixed(2)} s`,
    '',
  ]);
}
const load = (label, r) =>
  r.skipped
    ? [label, `skipped: ${r.skipped}`, '']
    : [
        label,
        `${r.perSecond.toFixed(0)} req/s, p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms, ${r.errors} errors / ${r.requests}`,
        '',
      ];
if (results.authenticate) {
  rows.push(
    load(
      `POST /authenticate, concurrency 20, embedded DB (${results.authenticate.cost})`,
      results.authenticate.embedded,
    ),
  );
  rows.push(load('POST /authenticate, concurrency 20, PostgreSQL', results.authenticate.postgres));
}
if (results.accounts) {
  for (const db of ['embedded', 'postgres']) {
    const r = results.accounts[db];
    const label = db === 'embedded' ? 'embedded DB' : 'PostgreSQL';
    if (r.skipped)
      rows.push([`GET /accounts, /accountdetail on ${label}`, `skipped: ${r.skipped}`, '']);
    else {
      rows.push(load(`GET /accounts, concurrency 50, ${label}`, r.accounts));
      const o = r.accountsOpenLoop;
      rows.push([
        `GET /accounts, open loop at 1,000 req/s, ${label}`,
        `${o.perSecond.toFixed(0)} req/s done, p50 ${o.p50Ms.toFixed(0)} ms, p99 ${o.p99Ms.toFixed(0)} ms, ${o.errors} errors, ${o.dropped} not sent`,
        db === 'postgres' ? 'p99 ≤ 20 ms at 1,000 req/s' : '',
      ]);
      rows.push(load(`GET /accountdetail, concurrency 50, ${label}`, r.accountdetail));
      const cpu = (c) =>
        `${c.serverMs.toFixed(2)} ms server` +
        (db === 'postgres'
          ? ` + ${c.postgresMs.toFixed(2)} ms PostgreSQL`
          : ' (database in-process)');
      rows.push([
        `CPU per request: GET /accounts (concurrency 50 | open loop), ${label}`,
        `${cpu(r.accounts.cpu)} | ${cpu(o.cpu)}`,
        '',
      ]);
      rows.push([
        `CPU per request: GET /accountdetail (concurrency 50), ${label}`,
        cpu(r.accountdetail.cpu),
        '',
      ]);
    }
  }
}
/** A sustained payments run: throughput, p99, errors and CPU ms per confirmed payment (server, PostgreSQL). */
const sustainedValue = (r) => {
  const cpu = r.cpuMsPerPayment
    ? `; CPU/payment: server ${r.cpuMsPerPayment.server.toFixed(1)} ms${r.cpuMsPerPayment.postgres === null ? '' : `, PostgreSQL ${r.cpuMsPerPayment.postgres.toFixed(1)} ms`}`
    : '';
  return `${r.perSecond.toFixed(0)}/s (p99 ${r.p99Ms.toFixed(0)} ms, ${r.errors} errors${cpu})`;
};
if (results.payments) {
  for (const db of ['embedded', 'postgres']) {
    const r = results.payments[db];
    const label = db === 'embedded' ? 'embedded DB' : 'PostgreSQL';
    if (!r || r.skipped)
      rows.push([
        `POST /payment → confirmed on ${label}`,
        `skipped: ${r?.skipped ?? 'not run'}`,
        '',
      ]);
    else {
      const goal = db === 'postgres' ? 'p99 ≤ 1.5 s, ≥ 200/s' : '';
      if (r.latency)
        rows.push([
          `POST /payment → confirmed (poll every ${r.pollMs} ms), 200 payments at concurrency 10, ${label}`,
          `p50 ${r.latency.p50Ms.toFixed(0)} ms, p99 ${r.latency.p99Ms.toFixed(0)} ms, ${r.latency.errors} errors`,
          goal,
        ]);
      rows.push([
        `Sustained confirmed payments, 400 payers polling every ${r.appPollMs} ms, 10 s, ${label}`,
        sustainedValue(r.sustained),
        goal,
      ]);
      if (r.paced)
        rows.push([
          `Payments started at ${r.paced.perSecond}/s over ${r.paced.loans} loans (open loop), each polling every ${r.appPollMs} ms, 10 s, ${label}: cost per payment`,
          sustainedValue(r.paced).replace(
            /^\d+\/s \(/,
            `${r.paced.payments} confirmed (p50 ${r.paced.p50Ms.toFixed(0)} ms, `,
          ),
          '',
        ]);
      if (r.spread)
        rows.push([
          `Sustained confirmed payments over ${r.spread.loans} loans, 400 payers polling every ${r.appPollMs} ms, 10 s, ${label}`,
          sustainedValue(r.spread),
          goal,
        ]);
      if (r.spreadWithWorker)
        rows.push([
          `the same with one more worker process (npm run worker; CPU: the API node only), ${label}`,
          sustainedValue(r.spreadWithWorker),
          goal,
        ]);
    }
  }
}
const overHttp = results.payments?.postgresOverHttp;
if (overHttp) {
  const label = 'PostgreSQL, loan systems over HTTP (their own service and database)';
  if (overHttp.skipped)
    rows.push([`POST /payment → confirmed, ${label}`, `skipped: ${overHttp.skipped}`, '']);
  else {
    const service = (r) => `; loan-systems service ${r.loanSystemsCpuMs.toFixed(1)} ms`;
    rows.push([
      `Payments started at ${overHttp.paced.perSecond}/s over ${overHttp.paced.loans} loans (open loop), ${label}: cost per payment`,
      sustainedValue(overHttp.paced).replace(
        /^\d+\/s \(/,
        `${overHttp.paced.payments} confirmed (p50 ${overHttp.paced.p50Ms.toFixed(0)} ms, `,
      ) + service(overHttp.paced),
      '',
    ]);
    rows.push([
      `Sustained confirmed payments over ${overHttp.spread.loans} loans, 400 payers polling every ${overHttp.appPollMs} ms, 10 s, ${label}`,
      sustainedValue(overHttp.spread) + service(overHttp.spread),
      '≥ 300/s, p99 ≤ 2 s (issue 51)',
    ]);
  }
}
if (results.draws) {
  for (const db of ['embedded', 'postgres']) {
    const r = results.draws[db];
    const label = db === 'embedded' ? 'embedded DB' : 'PostgreSQL';
    if (!r || r.skipped)
      rows.push([
        `POST /addOnLock + POST /draw → confirmed on ${label}`,
        `skipped: ${r?.skipped ?? 'not run'}`,
        '',
      ]);
    else
      rows.push([
        `POST /addOnLock + POST /draw → confirmed (poll every ${r.pollMs} ms), ${r.draws + r.errors} draws one after another, ${label}`,
        `p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms, ${r.errors} errors${r.firstError ? ` (${r.firstError})` : ''}`,
        db === 'postgres' ? 'p99 ≤ 1.5 s' : '',
      ]);
  }
}
if (results.origination) {
  const r = results.origination.postgres;
  if (!r || r.skipped)
    rows.push([
      'POST /loanOriginate → loanId on PostgreSQL',
      `skipped: ${r?.skipped ?? 'not run'}`,
      '',
    ]);
  else
    rows.push([
      `POST /loanOriginate → loanId (poll every ${r.pollMs} ms), ${r.originations + r.errors} originations one after another, PostgreSQL`,
      `p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms, ${r.errors} errors${r.firstError ? ` (${r.firstError})` : ''}`,
      'p99 ≤ 2 s',
    ]);
}
if (results.refinance) {
  const r = results.refinance.postgres;
  if (!r || r.skipped)
    rows.push([
      'POST /payment isRefi → newLoanId on PostgreSQL',
      `skipped: ${r?.skipped ?? 'not run'}`,
      '',
    ]);
  else
    rows.push([
      `POST /payment isRefi → newLoanId (poll every ${r.pollMs} ms), ${r.renewals + r.errors} renewals one after another, PostgreSQL`,
      `p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms, ${r.errors} errors${r.firstError ? ` (${r.firstError})` : ''}`,
      'p99 ≤ 2 s',
    ]);
}
console.log('\n| figure | value | goal |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
if (results.pagesVitals) console.log(`\n${pagesVitalsTable(results.pagesVitals)}`);
if (results.screenTaps) console.log(`\n${screenTapsTable(results.screenTaps)}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
