import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { nodeRateBudgets, perNodeBudget } from './security';

// Decision 012: the rate limits are configured for the whole service, and each of API_NODE_COUNT nodes allows its
// share, so N nodes together allow the limit and not N × the limit.
describe('a node’s share of a service-wide limit', () => {
  it('is the limit divided by the node count, rounded up: one node keeps the whole limit, no node gets 0', () => {
    expect(perNodeBudget(300, 1)).toBe(300);
    expect(perNodeBudget(300, 2)).toBe(150);
    expect(perNodeBudget(30, 4)).toBe(8);
    expect(perNodeBudget(1, 5)).toBe(1);
  });

  it('adds up over the nodes to the limit, or at most one request per node more', () => {
    for (const limit of [1, 7, 20, 30, 300]) {
      for (const nodes of [1, 2, 3, 5, 8]) {
        const total = perNodeBudget(limit, nodes) * nodes;
        expect(total).toBeGreaterThanOrEqual(limit);
        expect(total).toBeLessThan(limit + nodes);
      }
    }
  });

  it('applies to each budget', () => {
    expect(
      nodeRateBudgets({
        rateLimitMax: 300,
        signInRateLimitMax: 30,
        codeSendRateLimitMax: 20,
        typeAheadRateLimitMax: 60,
        apiNodeCount: 3,
      }),
    ).toEqual({ api: 100, signIn: 10, codeSend: 7, typeAhead: 20 });
  });
});

describe('two API nodes on one database, a limit of 10 for the service', () => {
  const env = { RUN_WORKERS: 'false', RATE_LIMIT_MAX: '10', API_NODE_COUNT: '2' };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(env);
    b = await buildTestApp(env, { database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const call = (node: TestApp, remoteAddress: string) =>
    node.app.inject({ method: 'GET', url: '/api/passwordPolicy', remoteAddress });

  it('refuses a client address once the two together have answered 10, on both nodes, with Retry-After', async () => {
    const remoteAddress = '198.51.100.60';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await call(i % 2 === 0 ? a : b, remoteAddress)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    for (const node of [a, b]) {
      const limited = await call(node, remoteAddress);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await call(a, '198.51.100.61')).statusCode).toBe(200);
  });

  it('gives a client whose requests all reach one node that node’s share only (the price of per-node budgets)', async () => {
    const remoteAddress = '198.51.100.62';
    for (let i = 0; i < 5; i += 1) expect((await call(a, remoteAddress)).statusCode).toBe(200);
    expect((await call(a, remoteAddress)).statusCode).toBe(429);
    expect((await call(b, remoteAddress)).statusCode).toBe(200);
  });
});
