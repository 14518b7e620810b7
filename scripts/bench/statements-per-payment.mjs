#!/usr/bin/env node
// The SQL statements one in-process payment costs (POST /payment → job → confirmed, polled every second like the app):
// `N` (10) payments one after another on the bench's copies of A1, a throwaway PostgreSQL logging every statement
// meanwhile (log_statement = all), then the statements per payment grouped by their text, parameters blanked. pg-boss's
// own polling (`WITH next as (SELECT … pgboss.job`, ~117 a second whatever the load: decision 067) is listed too; leave
// it out of a per-payment figure. Every round trip costs CPU on both sides (round-trip-floor.mjs), so this is the
// count to bring down (decision 082).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createHttpClient } from './http-client.mjs';
import { addBenchLoans, benchLoanIds, onePayment, payingInTurn, setUp } from './payments.mjs';
import { startPostgres } from './postgres.mjs';
import { startServer } from './server.mjs';

const count = Number(process.env.N ?? 10);
const postgres = startPostgres(Number(process.env.BENCH_PG_PORT ?? 29450));
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3300),
  env: { DATABASE_URL: postgres.url },
});
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
const logging = async (level) => {
  await admin.query(`ALTER SYSTEM SET log_statement = '${level}'`);
  await admin.query('SELECT pg_reload_conf()');
};
try {
  const context = await setUp(server.baseUrl);
  const client = createHttpClient(server.baseUrl, { maxSockets: 16 });
  const first = await onePayment(client, context, '215.40');
  if (!first.ok) throw new Error(first.reason);
  await addBenchLoans(postgres.url);
  const pay = payingInTurn(client, context, await benchLoanIds(server.baseUrl, context.auth));
  const dataDirectory = (await admin.query('SHOW data_directory')).rows[0].data_directory;
  const logFile = join(dirname(dataDirectory), 'log');
  await logging('all');
  const from = readFileSync(logFile, 'utf8').length;
  for (let i = 0; i < count; i += 1) {
    const result = await pay();
    if (!result.ok) throw new Error(result.reason);
  }
  await logging('none');
  client.close();
  const statements = readFileSync(logFile, 'utf8')
    .slice(from)
    .split(/\n(?=\d{4}-\d\d-\d\d )/)
    .filter((entry) => /LOG: {2}(statement|execute [^:]*):/.test(entry))
    .map((entry) => {
      const line = entry.replace(/\s+/g, ' ');
      // a statement prepared by name says so (`execute payments_by_id`); `<unnamed>` and simple queries are built per call
      const name = /LOG: +execute ([^:<]+):/.exec(line)?.[1];
      const text = line
        .replace(/^.*?LOG: +(statement|execute [^:]*): /, '')
        .replace(/\$\d+|'[^']*'|\b\d+\b/g, '?')
        .slice(0, 120);
      return `${name ? `[${name}]` : '[per call]'} ${text}`;
    });
  const byText = new Map();
  for (const text of statements) byText.set(text, (byText.get(text) ?? 0) + 1);
  const polling = [...byText]
    .filter(([text]) => text.includes('pgboss.job'))
    .reduce((a, [, n]) => a + n, 0);
  console.log(
    `${count} payments: ${statements.length} statements, ${((statements.length - polling) / count).toFixed(1)} per payment besides pg-boss's polling (${polling})`,
  );
  for (const [text, n] of [...byText].sort((a, b) => b[1] - a[1]))
    console.log(`${(n / count).toFixed(1).padStart(5)}  ${text}`);
} finally {
  await admin.end();
  await server.stop();
  postgres.stop();
}
