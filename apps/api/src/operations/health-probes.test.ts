import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-db';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createReadiness } from './readiness';
import { listenWhileStarting } from './starting-listener';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /health/live and /health/ready', () => {
  it('answer 200 on a started app, outside /api (no spec §7 headers), never cached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    // the existing probe keeps its contract
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      database: t.database.kind,
    });
  });

  it('readiness fails when the database does not answer, and from the start of a shutdown; liveness does not', async () => {
    const database = await createTestDatabase();
    const other = await buildTestApp({}, { database, jobs: { settings: { runWorkers: false } } });
    try {
      const ready = () => other.app.inject({ method: 'GET', url: '/health/ready' });
      expect((await ready()).statusCode).toBe(200);
      await database.close(); // the database goes away under the running app
      expect([(await ready()).statusCode, (await ready()).json()]).toEqual([
        503,
        { status: 'databaseUnavailable' },
      ]);
      expect((await other.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      other.app.readiness.markStopping(); // what server.ts does at SIGTERM, before the drain and the close
      expect([(await ready()).statusCode, (await ready()).json()]).toEqual([
        503,
        { status: 'stopping' },
      ]);
      expect((await other.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      // its database is gone: the job runtime's stop may complain
      await other.app.close().catch(() => undefined);
    }
  });

  it('readiness: starting until marked ready; a database that fails or hangs past the timeout is not ready', async () => {
    const ok = createReadiness({ ping: async () => undefined });
    expect(await ok.check()).toEqual({ ready: false, status: 'starting' });
    ok.markReady();
    expect(await ok.check()).toEqual({ ready: true, status: 'ready' });
    ok.markStopping();
    ok.markReady(); // a stopping process never turns ready again
    expect(await ok.check()).toEqual({ ready: false, status: 'stopping' });

    const failing = createReadiness({
      ping: () => Promise.reject(new Error('connection refused')),
    });
    failing.markReady();
    expect(await failing.check()).toEqual({ ready: false, status: 'databaseUnavailable' });
    const hanging = createReadiness({ ping: () => new Promise(() => undefined), timeoutMs: 50 });
    hanging.markReady();
    expect(await hanging.check()).toEqual({ ready: false, status: 'databaseUnavailable' });
  });

  it('while the server starts (migrations), its port answers: live 200, ready 503, anything else 503 with Retry-After', async () => {
    const starting = await listenWhileStarting({ port: 0, host: '127.0.0.1' });
    const url = (path: string) => `http://127.0.0.1:${starting.port}${path}`;
    try {
      expect((await fetch(url('/health/live'))).status).toBe(200);
      const ready = await fetch(url('/health/ready'));
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'starting' }]);
      const api = await fetch(url('/api/health'));
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    } finally {
      await starting.close();
    }
    await expect(fetch(url('/health/live'))).rejects.toThrow();
  });
});
