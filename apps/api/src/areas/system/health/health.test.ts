import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHealthResponseSchema } from '@lender/contract';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { createHealthService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('reports ok, the database kind and uptime, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ZHealthResponseSchema.parse(res.json());
    expect(body.database).toBe(t.database.kind);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('turns a failed database ping into a 503', async () => {
    const service = createHealthService({
      repo: { ping: () => Promise.reject(new Error('down')) },
      databaseKind: 'pglite',
    });
    await expect(service.check()).rejects.toMatchObject({ statusCode: 503 });
  });
});
