/**
 * The fault proxy between a client (global fetch) and a tiny upstream that counts the requests it applied per path:
 * what the client sees and what the upstream applied, for each fault, for rules (times, paths, methods, order) and for
 * seeded random faults; and that close() ends held requests and pending waits.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFaultProxy, type Fault, type FaultProxy } from './fault-proxy';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Upstream {
  url: string;
  applied(path: string): number;
  readonly requests: SeenRequest[];
  reset(): void;
  close(): Promise<void>;
}

/** answers every request `{ applied: n }`, n counting the requests applied at its path (query left out) */
async function startUpstream(): Promise<Upstream> {
  const applied = new Map<string, number>();
  const requests: SeenRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '/';
    const path = url.split('?')[0] ?? url;
    const count = (applied.get(path) ?? 0) + 1;
    applied.set(path, count);
    requests.push({
      method: request.method ?? '',
      url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    response.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
    response.end(JSON.stringify({ applied: count }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    applied: (path) => applied.get(path) ?? 0,
    requests,
    reset() {
      applied.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** a port nothing listens on: one the system just gave out and took back */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

let upstream: Upstream;
let proxy: FaultProxy;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  upstream.reset();
  proxy = await startFaultProxy({ target: upstream.url });
});
afterEach(async () => {
  await proxy.close();
});

const call = (path: string, init?: RequestInit) => fetch(proxy.url + path, init);
const withTimeout = (init: RequestInit = {}): RequestInit => ({
  ...init,
  signal: AbortSignal.timeout(300),
});
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'idempotency-key': 'key-1' },
  body: JSON.stringify(body),
});
const faultKinds = (log: FaultProxy['log']) => log.map((entry) => entry.fault);

describe('startFaultProxy, with no fault', () => {
  it('forwards the method, path and query, headers and body, and copies the answer', async () => {
    const response = await call('/loans/1/payments?dryRun=true', post({ amount: 10 }));

    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({ applied: 1 });
    expect(upstream.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/loans/1/payments?dryRun=true',
        body: '{"amount":10}',
        headers: expect.objectContaining({
          'idempotency-key': 'key-1',
          host: new URL(upstream.url).host,
        }),
      }),
    ]);
    expect(proxy.log).toEqual([{ method: 'POST', path: '/loans/1/payments', fault: null }]);
    expect(proxy.forwarded('/loans/1/payments')).toBe(1);
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const unreachable = await startFaultProxy({ target: await closedPortUrl() });
    try {
      const response = await fetch(`${unreachable.url}/loans`);

      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ errorCode: 'upstreamUnavailable' });
      expect(unreachable.forwarded()).toBe(0);
    } finally {
      await unreachable.close();
    }
  });
});

describe('startFaultProxy, each fault', () => {
  it('timeoutBeforeApply: holds the request unforwarded until the client gives up', async () => {
    proxy.inject({ path: '/loans/1/payments', fault: { kind: 'timeoutBeforeApply' } });

    await expect(call('/loans/1/payments', withTimeout(post({})))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(upstream.applied('/loans/1/payments')).toBe(0);
    expect(proxy.forwarded()).toBe(0);
    expect(faultKinds(proxy.log)).toEqual(['timeoutBeforeApply']);
  });

  it('timeoutAfterApply: the upstream applies the request, the client never hears back', async () => {
    proxy.inject({ path: '/loans/1/payments', fault: { kind: 'timeoutAfterApply' } });

    await expect(call('/loans/1/payments', withTimeout(post({})))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    await vi.waitFor(() => expect(proxy.forwarded('/loans/1/payments')).toBe(1));
    expect(upstream.applied('/loans/1/payments')).toBe(1);
  });

  it('serverError: answers 503 with an injected-fault body, nothing forwarded', async () => {
    proxy.inject({ path: '/loans/1/payments', fault: { kind: 'serverError' } });

    const response = await call('/loans/1/payments', post({}));

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ errorCode: 'injectedFault' });
    expect(upstream.applied('/loans/1/payments')).toBe(0);
  });

  it('serverError with a status: answers that status', async () => {
    proxy.inject({ path: '/loans', fault: { kind: 'serverError', status: 500 } });

    expect((await call('/loans')).status).toBe(500);
  });

  it('reset: destroys the connection before forwarding, nothing applied', async () => {
    proxy.inject({ path: '/loans/1/payments', fault: { kind: 'reset' } });

    await expect(call('/loans/1/payments', post({}))).rejects.toThrow(TypeError);
    expect(upstream.applied('/loans/1/payments')).toBe(0);
    expect(faultKinds(proxy.log)).toEqual(['reset']);
  });

  it('lostAnswer: the upstream applies the request, then the connection is destroyed', async () => {
    proxy.inject({ path: '/loans/1/payments', fault: { kind: 'lostAnswer' } });

    await expect(call('/loans/1/payments', post({}))).rejects.toThrow(TypeError);
    expect(upstream.applied('/loans/1/payments')).toBe(1);
    expect(proxy.forwarded('/loans/1/payments')).toBe(1);
  });

  it('slow: waits, then forwards and answers normally', async () => {
    proxy.inject({ path: '/loans/1/payments', fault: { kind: 'slow', ms: 50 } });
    const started = performance.now();

    const response = await call('/loans/1/payments', post({}));

    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ applied: 1 });
    expect(upstream.applied('/loans/1/payments')).toBe(1);
  });

  it('duplicate: forwards the request twice alike and answers with the second answer', async () => {
    proxy.inject({ path: '/loans/1/payments', fault: { kind: 'duplicate' } });

    const response = await call('/loans/1/payments?x=1', post({ amount: 10 }));

    expect(await response.json()).toEqual({ applied: 2 });
    expect(upstream.applied('/loans/1/payments')).toBe(2);
    expect(proxy.forwarded('/loans/1/payments')).toBe(2);
    const [first, second] = upstream.requests;
    expect(second).toEqual(first);
    expect(first).toMatchObject({ method: 'POST', url: '/loans/1/payments?x=1' });
    expect(faultKinds(proxy.log)).toEqual(['duplicate']);
  });
});

describe('startFaultProxy, rules', () => {
  it('applies a fault `times` times, then passes requests through', async () => {
    proxy.inject({ path: '/loans', fault: { kind: 'serverError' }, times: 2 });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call('/loans')).status);

    expect(statuses).toEqual([503, 503, 200, 200]);
    expect(upstream.applied('/loans')).toBe(2);
    expect(faultKinds(proxy.log)).toEqual(['serverError', 'serverError', null, null]);
  });

  it('counts the faults met since the last clear, by kind; the log keeps them all', async () => {
    proxy.inject({ path: '/loans', fault: { kind: 'serverError' }, times: 2 });
    await call('/loans');
    await call('/loans');
    expect([proxy.met('serverError'), proxy.met('reset'), proxy.met()]).toEqual([2, 0, 2]);
    proxy.clear();
    proxy.inject({ path: '/loans', fault: { kind: 'reset' } });
    await call('/loans').catch(() => undefined);
    await call('/loans');
    expect([proxy.met('serverError'), proxy.met('reset'), proxy.met()]).toEqual([0, 1, 1]);
    expect(faultKinds(proxy.log)).toEqual(['serverError', 'serverError', 'reset', null]);
  });

  it('applies a fault once by default, and every time with times: Infinity', async () => {
    proxy.inject({ path: '/once', fault: { kind: 'serverError' } });
    proxy.inject({ path: '/always', fault: { kind: 'serverError' }, times: Infinity });

    const onceStatuses = [(await call('/once')).status, (await call('/once')).status];
    const alwaysStatuses = [(await call('/always')).status, (await call('/always')).status];

    expect(onceStatuses).toEqual([503, 200]);
    expect(alwaysStatuses).toEqual([503, 503]);
  });

  it('matches a path exactly (query left out), or by prefix when it ends in *', async () => {
    proxy.inject({ path: '/loans', fault: { kind: 'serverError' }, times: Infinity });
    proxy.inject({ path: '/offers/*', fault: { kind: 'serverError' }, times: Infinity });

    const statusOf = async (path: string) => (await call(path)).status;

    expect(await statusOf('/loans?page=2')).toBe(503);
    expect(await statusOf('/loans/1')).toBe(200);
    expect(await statusOf('/offers/7/accept')).toBe(503);
    expect(await statusOf('/offers')).toBe(200);
  });

  it('matches a path by regular expression', async () => {
    proxy.inject({ path: /^\/loans\/\d+$/, fault: { kind: 'serverError' }, times: Infinity });

    expect((await call('/loans/42')).status).toBe(503);
    expect((await call('/loans/42/payments')).status).toBe(200);
  });

  it('matches the method when the rule names one (in any case)', async () => {
    proxy.inject({ path: '/loans', method: 'post', fault: { kind: 'serverError' } });

    expect((await call('/loans')).status).toBe(200);
    expect((await call('/loans', post({}))).status).toBe(503);
  });

  it('checks rules in the order added: the first matching one with times left applies', async () => {
    proxy.inject({ path: '/loans/*', fault: { kind: 'serverError', status: 500 } });
    proxy.inject({ path: '/loans/1', fault: { kind: 'serverError', status: 503 } });

    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('/loans/1')).status);

    expect(statuses).toEqual([500, 503, 200]);
  });

  it('clear() removes every rule and stops random faults', async () => {
    proxy.inject({ path: '/loans', fault: { kind: 'serverError' }, times: Infinity });
    proxy.randomFaults({ seed: 1, rate: 1, faults: [{ kind: 'serverError' }] });
    proxy.clear();

    expect((await call('/loans')).status).toBe(200);
    expect((await call('/offers')).status).toBe(200);
  });
});

describe('startFaultProxy, random faults', () => {
  const chaos: Fault[] = [
    { kind: 'serverError' },
    { kind: 'reset' },
    { kind: 'lostAnswer' },
    { kind: 'duplicate' },
  ];

  /** the fault kinds 50 requests in a row meet on a fresh proxy with this seed */
  async function faultKindsFor(seed: number) {
    const chaosProxy = await startFaultProxy({ target: upstream.url });
    try {
      chaosProxy.randomFaults({ seed, rate: 0.5, faults: chaos });
      for (let i = 0; i < 50; i += 1) {
        await fetch(`${chaosProxy.url}/loans/${i}`).catch(() => null);
      }
      return faultKinds(chaosProxy.log);
    } finally {
      await chaosProxy.close();
    }
  }

  it('gives the same faults for the same seed and request order, others for another seed', async () => {
    const first = await faultKindsFor(42);
    const again = await faultKindsFor(42);
    const otherSeed = await faultKindsFor(7);

    expect(first).toHaveLength(50);
    expect(again).toEqual(first);
    expect(otherSeed).not.toEqual(first);
    expect(first).toContain(null);
    expect(first.some((kind) => kind !== null)).toBe(true);
  });

  it('draws only for requests matching its path, and rules come first', async () => {
    proxy.randomFaults({ seed: 3, rate: 1, faults: [{ kind: 'serverError' }], path: '/loans/*' });
    proxy.inject({ path: '/loans/2', fault: { kind: 'duplicate' } });

    const statuses = [
      (await call('/loans/1')).status,
      (await call('/offers/1')).status,
      (await call('/loans/2')).status,
    ];

    expect(statuses).toEqual([503, 200, 200]);
    expect(faultKinds(proxy.log)).toEqual(['serverError', null, 'duplicate']);
  });
});

describe('startFaultProxy, close()', () => {
  it('resolves with a request held, whose client then fails', async () => {
    proxy.inject({ path: '/loans', fault: { kind: 'timeoutBeforeApply' } });
    const held = call('/loans').catch((error: unknown) => error);
    await vi.waitFor(() => expect(proxy.log).toHaveLength(1));

    await proxy.close();

    expect(await held).toBeInstanceOf(TypeError);
    expect(upstream.applied('/loans')).toBe(0);
  });

  it('resolves during a slow wait, which then forwards nothing', async () => {
    proxy.inject({ path: '/loans', fault: { kind: 'slow', ms: 60_000 } });
    const waiting = call('/loans').catch((error: unknown) => error);
    await vi.waitFor(() => expect(proxy.log).toHaveLength(1));

    await proxy.close();

    expect(await waiting).toBeInstanceOf(TypeError);
    expect(proxy.forwarded()).toBe(0);
    expect(upstream.applied('/loans')).toBe(0);
  });
});
