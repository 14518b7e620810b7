import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZServiceStatusResponseSchema } from '@lender/contract';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/test-db';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { createServiceStatusRepo } from './repo';

let database: DatabaseHandle;
let now = new Date('2026-03-02T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({}, { database, clock: () => now });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

async function status() {
  const res = await t.app.inject({ method: 'GET', url: '/api/serviceStatus' });
  expect(res.statusCode).toBe(200);
  return { body: ZServiceStatusResponseSchema.parse(res.json()), headers: res.headers };
}

describe('GET /api/serviceStatus and the maintenance switch', () => {
  it('is available on a fresh database, with a revalidate cache hint', async () => {
    const { body, headers } = await status();
    expect(body).toEqual({ available: true });
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('reports unavailable after the switch, then recovers once `until` has passed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { available: false, minutes: 5, message: 'Planned maintenance' },
    });
    expect(res.statusCode).toBe(200);
    const until = new Date(now.getTime() + 5 * 60_000).toISOString();
    expect(res.json()).toEqual({ available: false, until, message: 'Planned maintenance' });
    expect((await status()).body).toEqual({
      available: false,
      until,
      message: 'Planned maintenance',
    });

    now = new Date(now.getTime() + 4 * 60_000);
    expect((await status()).body.available).toBe(false);
    now = new Date(now.getTime() + 61_000);
    expect((await status()).body).toEqual({ available: true });
  });

  it('stays unavailable without minutes until switched back on', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { available: false },
    });
    now = new Date(now.getTime() + 24 * 3600_000);
    expect((await status()).body).toEqual({ available: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { available: true },
    });
    expect((await status()).body).toEqual({ available: true });
  });

  it('caches the row for at most 5 s', async () => {
    expect((await status()).body.available).toBe(true);
    await createServiceStatusRepo(database.db).write({ available: false }, now);
    expect((await status()).body.available).toBe(true);
    now = new Date(now.getTime() + 5_001);
    expect((await status()).body.available).toBe(false);
    await createServiceStatusRepo(database.db).write({ available: true }, now);
  });

  it('rejects unknown fields and bad minutes on the switch', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { available: false, hours: 2 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().field).toBe('body.hours');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { available: false, minutes: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body.minutes');
  });
});

describe('in production', () => {
  it('has no maintenance switch route', async () => {
    const prod = await buildTestApp(
      { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40), DATA_ENCRYPTION_KEY: 'cd'.repeat(32) },
      { database },
    );
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { available: false },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
    const doc = (await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).not.toContain('/api/dev/serviceStatus');
    expect((await prod.app.inject({ method: 'GET', url: '/api/serviceStatus' })).statusCode).toBe(
      200,
    );
    await prod.close();
  });
});
