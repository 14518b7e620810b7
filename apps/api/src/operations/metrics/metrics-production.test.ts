/** GET /metrics in production (decision 042): served only behind METRICS_TOKEN; without it, not served at all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-db';
import { buildTestApp, logCapture } from '../../testing/build-test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'm'.repeat(40),
  DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
};
const TOKEN = 'scrape-token-0123456789';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('GET /metrics in production', () => {
  it('without METRICS_TOKEN is not served (404, no series, whatever the request accepts) and the start says so', async () => {
    const capture = logCapture();
    const t = await buildTestApp(PRODUCTION, { database, logStream: capture.stream });
    try {
      const scrape = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { accept: 'text/plain' },
      });
      expect(scrape.statusCode).toBe(404);
      expect(scrape.body).not.toContain('http_requests_total');
      const browser = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { accept: 'text/html' },
      });
      expect(browser.body).not.toContain('http_requests_total');
      expect(browser.body).not.toContain('process_cpu_user_seconds_total');
      expect(
        capture.lines.some((line) => line.level === 40 && /METRICS_TOKEN/.test(String(line.msg))),
      ).toBe(true);
      // the probes still answer
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with METRICS_TOKEN answers only the bearer of the token', async () => {
    const t = await buildTestApp({ ...PRODUCTION, METRICS_TOKEN: TOKEN }, { database });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const scrape = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.body).toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });

  it('outside production stays open without a token (development and tests scrape it)', async () => {
    const t = await buildTestApp({}, { database });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
