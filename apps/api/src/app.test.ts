import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema } from '@lender/contract';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase } from './db/test-db';
import { logCapture, testConfig, type TestApp, buildTestApp } from './testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(async () => t.close());

describe('request ids', () => {
  it('generates a uuid and echoes it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/serviceStatus' });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('honours a well-formed incoming x-request-id, in the header and the error body', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.json().reqId).toBe('abc-123');
  });

  it('replaces a malformed incoming id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/serviceStatus',
      headers: { 'x-request-id': 'bad id\u0007' },
    });
    // a fresh uuid in its place (a uuid's hex may well spell 'bad', so compare the whole id)
    expect(res.headers['x-request-id']).not.toBe('bad id\u0007');
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the helmet headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/serviceStatus' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the whole helmet set on every answer, errors included', async () => {
    for (const url of ['/api/serviceStatus', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers).not.toHaveProperty('cross-origin-embedder-policy');
      expect(res.headers).not.toHaveProperty('x-powered-by');
    }
  });

  it('sends rate-limit headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/states' });
    expect(res.headers['x-ratelimit-limit']).toBe(String(testConfig().rateLimitMax));
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404 in the one error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = ZErrorResponseSchema.parse(res.json());
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('rejects an unknown query field, naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/serviceProvider?brand=inl&evil=1' });
    expect(res.statusCode).toBe(400);
    const body = ZErrorResponseSchema.parse(res.json());
    expect(body.field).toBe('query.evil');
    expect(body.message).toContain('evil');
  });

  it('rejects a bad query value, naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/serviceProvider?brand=zzz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.brand');
  });

  it('names a missing body field as Required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { minutes: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'body.available',
      message: 'body.available: Required',
    });
  });

  it('answers an oversized body with 413 in the one error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      payload: { available: true, message: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      headers: { 'content-type': 'application/json' },
      payload: '{"available":',
    });
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponseSchema.parse(res.json()).statusCode).toBe(400);
  });
});

describe('spec §7 headers', () => {
  it.each([
    ['api-version', '1'],
    ['brand', 'acme'],
    ['pwa', 'yes'],
    ['app-version', 'not a version!'],
  ])('rejects a malformed %s header, naming it', async (name, value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/serviceStatus',
      headers: { [name]: value },
    });
    expect(res.statusCode).toBe(400);
    const body = ZErrorResponseSchema.parse(res.json());
    expect(body.field).toBe(`headers.${name}`);
    expect(body.message).toContain(`headers.${name}`);
  });

  it('accepts the headers the web client sends', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/serviceStatus',
      headers: {
        'api-version': '2',
        brand: 'tmx',
        pwa: 'true',
        'app-version': '1.4.0',
        'accept-language': 'es-US,es;q=0.9,en;q=0.5',
        'cache-control': 'no-cache',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('unexpected errors', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('never echoes a 5xx internal message', async () => {
    const app = await buildApp(testConfig(), { database });
    app.get('/api/explode', async () => {
      throw new Error('secret stack detail: password=hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'There was an internal server error.',
    });
    expect(res.body).not.toContain('hunter2');
    await app.close();
  });

  it('limits requests per IP and answers 429 in the one error shape', async () => {
    const app = await buildApp(testConfig({ RATE_LIMIT_MAX: '2' }), { database });
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await app.inject({ method: 'GET', url: '/api/states' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const res = await app.inject({ method: 'GET', url: '/api/states' });
    expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
    });
    expect(res.headers['retry-after']).toBeDefined();
    await app.close();
  });

  it('logs a validation failure with its field, never the body (card data, identity data, tokens)', async () => {
    const logs = logCapture();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      logStream: logs.stream,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/serviceStatus',
      headers: { authorization: 'Bearer very-secret-token' },
      payload: {
        available: true,
        cardNumber: '4111111111111111',
        cvv: '737',
        ssn: '123-45-6789',
        password: 'DemoPass2026',
        paymentCardToken: 'tok_unredacted_1',
        phone: '3125550188',
        dateOfBirth: '19850412',
      },
    });
    expect(res.statusCode).toBe(400);
    await app.close();
    const logged = logs.lines.find((line) => line.msg === 'request validation failed');
    expect(logged).toBeDefined();
    expect(logged?.body).toBeUndefined();
    expect(typeof logged?.field).toBe('string');
    const all = logs.raw.join('\n');
    for (const secret of [
      '4111111111111111',
      '"737"',
      '123-45-6789',
      'DemoPass2026',
      'very-secret-token',
      'tok_unredacted_1',
      '3125550188',
      '19850412',
    ])
      expect(all).not.toContain(secret);
  });
});
