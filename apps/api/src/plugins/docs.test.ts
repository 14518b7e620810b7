import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Full paths (with methods) from Fastify's route tree: each level indents 4 characters. */
function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    if (match[3] && match[3] !== '-') paths.push(stack.join(''));
  }
  return paths;
}

describe('OpenAPI', () => {
  it('lists every API route at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = routePaths(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.startsWith('/api/') && !route.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of apiRoutes) expect(Object.keys(doc.paths)).toContain(route);
    expect(doc.paths['/api/serviceProvider']).toHaveProperty('get');
    expect(doc.paths['/api/paymentReceipt']).toHaveProperty('get');
    expect(doc.paths['/api/dev/serviceStatus']).toHaveProperty('post');
  });

  it('serves Swagger UI under a CSP that allows only its inline styles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});
