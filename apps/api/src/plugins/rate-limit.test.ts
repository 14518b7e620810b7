import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import {
  buildTestApp,
  productionRateLimits,
  testConfig,
  type TestApp,
} from '../testing/build-test-app';

let dist: string;
let t: TestApp;
const budgets = productionRateLimits();
const config = testConfig(budgets);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="app-default-brand" content="inl"></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
  for (let i = 0; i < 20; i += 1)
    writeFileSync(path.join(dist, 'assets', `chunk-${i}.js`), `export const n = ${i};`);
  t = await buildTestApp({ WEB_DIST_DIR: dist, ...budgets });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const signIn = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    remoteAddress,
    payload: { username: 'gina.referral@example.com', password: DEMO_PASSWORD },
  });

describe('rate limits on /api only (hardening finding 8)', () => {
  it('400 static requests (precache, reloads) and health checks spend none of the budget: sign-in still works', async () => {
    const remoteAddress = '198.51.100.40';
    const paths = [
      '/sw.js',
      '/manifest.webmanifest',
      '/',
      '/Login',
      ...Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`),
    ];
    for (let i = 0; i < 400; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: paths[i % paths.length] ?? '/',
        remoteAddress,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < config.rateLimitMax + 5; i += 1)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress })).statusCode,
      ).toBe(200);
    expect((await signIn(remoteAddress)).statusCode).toBe(200);
  });

  it('sign-in has its own budget per address, and its 429 says when to retry', async () => {
    const remoteAddress = '198.51.100.41';
    for (let i = 0; i < config.signInRateLimitMax; i += 1)
      expect((await signIn(remoteAddress)).statusCode).toBe(200);
    const limited = await signIn(remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/passwordPolicy', remoteAddress })).statusCode,
    ).toBe(200);
    expect((await signIn('198.51.100.42')).statusCode).toBe(200);
  });

  it('code sends share one budget across their calls', async () => {
    const remoteAddress = '198.51.100.43';
    const statuses: number[] = [];
    for (let i = 0; i < config.codeSendRateLimitMax; i += 1) {
      const url = i % 2 === 0 ? '/api/resetpassword' : '/api/resendVerificationCode';
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url,
            remoteAddress,
            payload: { username: `nobody${i}@example.com` },
          })
        ).statusCode,
      );
    }
    expect(statuses).not.toContain(429);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      remoteAddress,
      payload: { username: 'nobody@example.com' },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the rest of /api has the general budget, with Retry-After on its 429', async () => {
    const remoteAddress = '198.51.100.44';
    for (let i = 0; i < config.rateLimitMax; i += 1)
      await t.app.inject({ method: 'GET', url: '/api/passwordPolicy', remoteAddress });
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/passwordPolicy',
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(remoteAddress)).statusCode).toBe(200);
  });
});
