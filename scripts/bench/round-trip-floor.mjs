#!/usr/bin/env node
// What one round trip costs this machine's CPU, with no application in it (issue 51's payments figure, decision 068):
// a prepared `SELECT 1` through node-postgres to a throwaway PostgreSQL (the client's CPU and the cluster's, per
// statement), and an empty keep-alive HTTP request to a bare Fastify (the client's and the server's, per request).
// `COUNT` (20,000) each, `CONCURRENCY` (8) in flight. A payment's statements and requests times these figures is the
// floor under its CPU whatever the code does.
import { fork } from 'node:child_process';
import Fastify from 'fastify';
import pg from 'pg';
import { startPostgres } from './postgres.mjs';
import { cpuSnapshot, cpuPerUnit } from './cpu-time.mjs';
import { createHttpClient } from './http-client.mjs';

const count = Number(process.env.COUNT ?? 20_000);
const concurrency = Number(process.env.CONCURRENCY ?? 8);

async function inTurn(one) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        await one();
      }
    }),
  );
}

async function statements() {
  const postgres = startPostgres(Number(process.env.BENCH_PG_PORT ?? 55460));
  const pool = new pg.Pool({ connectionString: postgres.url, max: concurrency });
  try {
    const select = { name: 'floor', text: 'SELECT 1' };
    await inTurn(() => pool.query(select)); // warm: connections, plans, JIT
    const before = cpuSnapshot(process.pid, postgres.pid);
    const started = performance.now();
    await inTurn(() => pool.query(select));
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuPerUnit(before, process.pid, count, postgres.pid);
    return { perSecond: count / seconds, clientMs: cpu.serverMs, postgresMs: cpu.postgresMs };
  } finally {
    await pool.end();
    postgres.stop();
  }
}

async function requests() {
  const server = fork(new URL(import.meta.url), ['serve'], { stdio: 'inherit' });
  const port = await new Promise((resolve) => server.once('message', resolve));
  const client = createHttpClient(`http://127.0.0.1:${port}`, { maxSockets: concurrency });
  try {
    await inTurn(() => client.request('GET', '/'));
    const before = cpuSnapshot(server.pid);
    const self = process.cpuUsage();
    const started = performance.now();
    await inTurn(() => client.request('GET', '/'));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(self);
    const cpu = cpuPerUnit(before, server.pid, count);
    return {
      perSecond: count / seconds,
      clientMs: (used.user + used.system) / 1000 / count,
      serverMs: cpu.serverMs,
    };
  } finally {
    client.close();
    server.kill();
  }
}

if (process.argv[2] === 'serve') {
  const app = Fastify();
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send(app.server.address().port);
} else {
  const sql = await statements();
  const http = await requests();
  console.log(
    [
      '| round trip | per second | client CPU | server CPU |',
      '|---|---:|---:|---:|',
      `| prepared SELECT 1, node-postgres → PostgreSQL | ${sql.perSecond.toFixed(0)} | ${sql.clientMs.toFixed(3)} ms | ${sql.postgresMs.toFixed(3)} ms |`,
      `| GET / keep-alive → bare Fastify | ${http.perSecond.toFixed(0)} | ${http.clientMs.toFixed(3)} ms | ${http.serverMs.toFixed(3)} ms |`,
    ].join('\n'),
  );
}
