// The API benchmarks' rows of `npm run bench`'s table (run.mjs): start-up, sign-in, reads, payments (in process and over
// HTTP), draws, originations and renewals, from the results each benchmark module returned.

/** Appends to `rows` ([figure, value, goal]) the API benchmarks' lines of `results`. */
export function pushApiRows(rows, results) {
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
    rows.push(
      load('POST /authenticate, concurrency 20, PostgreSQL', results.authenticate.postgres),
    );
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
  sequentialRow(rows, results.origination, {
    call: 'POST /loanOriginate → loanId',
    count: (r) => `${r.originations + r.errors} originations`,
  });
  sequentialRow(rows, results.refinance, {
    call: 'POST /payment isRefi → newLoanId',
    count: (r) => `${r.renewals + r.errors} renewals`,
  });
}

/** A run of calls one after another on PostgreSQL (origination, renewal): p50, p99 and errors, or why it was skipped. */
function sequentialRow(rows, result, { call, count }) {
  if (!result) return;
  const r = result.postgres;
  if (!r || r.skipped) {
    rows.push([`${call} on PostgreSQL`, `skipped: ${r?.skipped ?? 'not run'}`, '']);
    return;
  }
  rows.push([
    `${call} (poll every ${r.pollMs} ms), ${count(r)} one after another, PostgreSQL`,
    `p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms, ${r.errors} errors${r.firstError ? ` (${r.firstError})` : ''}`,
    'p99 ≤ 2 s',
  ]);
}
