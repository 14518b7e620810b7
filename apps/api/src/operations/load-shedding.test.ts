import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { LOAD_SHED_MESSAGE, sheds, WRITE_DELAY_FACTOR } from './load-shedding';

/** Keeps the event loop busy: the sample taken next sees it fully used (pressure forced, whatever the machine does). */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

/**
 * Waits for a calm sample first: the samples taken while the app was built may still say "pressure" (a check right
 * after the stall would read that stale one before shedding is armed); then keeps the loop busy for `ms`.
 */
async function stallAfterCalm(app: TestApp['app'], ms: number): Promise<void> {
  await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), {
    timeout: 10_000,
    interval: 10,
  });
  blockEventLoop(ms);
}

/**
 * Keeps the loop behind until stopped: every turn of the event loop spends `ms` busy (a check-phase callback that queues
 * itself for the next turn). The delay histogram ticks at most once a turn, so every delay it records spans a busy turn.
 */
function keepLoopBehind(ms: number): () => void {
  let behind = true;
  const turn = (): void => {
    if (!behind) return;
    blockEventLoop(ms);
    setImmediate(turn);
  };
  setImmediate(turn);
  return () => {
    behind = false;
  };
}

/** Samples every 100 ms; a loop busy over half a sample is pressure. The delay threshold is off: the utilization forces it. */
const TIGHT = {
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0.5',
  LOAD_SHED_SAMPLE_INTERVAL_MS: '100',
  LOAD_SHED_RETRY_AFTER_SECONDS: '7',
};

/** A built web app as the server serves it: the page, a hashed script, the service worker and an icon. */
function writeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-shed-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("the page\'s script")');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'icons', 'inl-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

const html = { accept: 'text/html,application/xhtml+xml' };
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const signIn = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate', payload: {} });

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = writeWebDist();
  t = await buildTestApp(
    { ...TIGHT, WEB_DIST_DIR: dist },
    { jobs: { settings: { runWorkers: false } } },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('load shedding', () => {
  it('answers /api reads 503 with Retry-After while the event loop is saturated; the page, its files, the probes and /metrics answer', async () => {
    // the loop is saturated past a whole sample (and past the two samples shedding waits for after start); the sample
    // overdue meanwhile runs first and measures it. Once it has, the requests are made in that same turn of the event
    // loop: each one's pressure check runs before any timer could take the next sample
    await stallAfterCalm(t.app, 300);
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { interval: 1 });
    const [
      accounts,
      status,
      page,
      screen,
      script,
      manifest,
      serviceWorker,
      icon,
      live,
      ready,
      apiHealth,
      metrics,
      write,
    ] = await Promise.all([
      get(t, '/api/accounts?brandName=inl'),
      get(t, '/api/serviceStatus'),
      get(t, '/', html),
      get(t, '/Dashboard', html),
      get(t, '/assets/index-abc123.js'),
      get(t, '/manifest.webmanifest'),
      get(t, '/sw.js'),
      get(t, '/icons/inl-192.png'),
      get(t, '/health/live'),
      get(t, '/health/ready'),
      get(t, '/api/health'),
      get(t, '/metrics'),
      signIn(t),
    ]);
    for (const shed of [accounts, status]) {
      expect(shed!.statusCode).toBe(503);
      expect(shed!.headers['retry-after']).toBe('7');
      expect(shed!.json()).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        message: LOAD_SHED_MESSAGE,
      });
      expect(shed!.json()).toHaveProperty('reqId');
    }
    // the borrower's page and everything it loads: never shed (static, pre-compressed)
    for (const served of [page, screen, script, manifest, serviceWorker, icon]) {
      expect(served!.statusCode, served!.body).toBe(200);
      expect(served!.headers['retry-after']).toBeUndefined();
    }
    expect(page!.body).toContain('/assets/index-abc123.js');
    expect(script!.body).toContain("the page's script");
    expect(manifest!.json()).toMatchObject({ start_url: '/' });
    for (const exempt of [live, ready, apiHealth, metrics]) expect(exempt!.statusCode).toBe(200);
    // a write is not shed at the read thresholds (utilization alone never sheds one): its own answer, a 400 here
    expect(write!.statusCode).toBe(400);
    expect(metrics!.body).toMatch(
      /^lender_load_shed_total\{pressure="eventLoopUtilization"\} [1-9]/m,
    );
  });
});

describe('writes last', () => {
  let behind: TestApp;
  beforeAll(async () => {
    // reads shed past a 20 ms mean delay, writes past 5 × 20 ms; utilization off
    behind = await buildTestApp(
      {
        LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '20',
        LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
        LOAD_SHED_SAMPLE_INTERVAL_MS: '100',
        LOAD_SHED_RETRY_AFTER_SECONDS: '3',
      },
      { jobs: { settings: { runWorkers: false } } },
    );
  });
  afterAll(async () => behind.close());

  it('sheds a write once the loop is far behind, as a read is', async () => {
    // Kept behind on every turn, not one long stall: the library's histogram records a stall only at its first tick
    // after it, and when the library's sample runs before that tick it resets the histogram and the stall is in no
    // sample (0.56 ms read after a 2 s stall on a loaded machine). With every turn 150 ms busy, every delay recorded
    // from then on is 150 ms or more (a sample with none reads Infinity): once past 5 × 20 ms, the reading stays past.
    // The stall first is past the two samples shedding waits for after start; the requests wait a turn for its timer.
    await stallAfterCalm(behind.app, 300);
    const stop = keepLoopBehind(150);
    try {
      await vi.waitFor(
        () =>
          expect(behind.app.memoryUsage().eventLoopDelay).toBeGreaterThan(WRITE_DELAY_FACTOR * 20),
        { interval: 1, timeout: 5_000 },
      );
      await new Promise((resolve) => setImmediate(resolve));
      const [write, read] = await Promise.all([signIn(behind), get(behind, '/api/serviceStatus')]);
      for (const shed of [write, read]) {
        expect(shed!.statusCode).toBe(503);
        expect(shed!.headers['retry-after']).toBe('3');
      }
    } finally {
      stop();
    }
  });
});

describe('what is shed', () => {
  const at = (method: string, url: string, loadShedding?: boolean) => ({
    method,
    url,
    loadShedding,
  });
  const options = { maxEventLoopDelayMs: 200 };

  it('an /api read at the thresholds; an /api write only past the write threshold; nothing else', () => {
    expect(sheds(at('GET', '/api/accounts?brandName=inl'), 0, options)).toBe(true);
    expect(sheds(at('HEAD', '/api/offers'), 0, options)).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(sheds(at(method, '/api/payment'), 5 * 200, options), method).toBe(false);
      expect(sheds(at(method, '/api/payment'), 5 * 200 + 1, options), method).toBe(true);
    }
    // the delay threshold off: writes are never shed
    expect(sheds(at('POST', '/api/payment'), 60_000, { maxEventLoopDelayMs: 0 })).toBe(false);
    for (const url of [
      '/',
      '/Dashboard',
      '/assets/index-abc123.js',
      '/manifest.webmanifest',
      '/sw.js',
      '/icons/inl-192.png',
      '/apiary',
      '/health/ready',
    ]) {
      expect(sheds(at('GET', url), 60_000, options), url).toBe(false);
    }
    expect(sheds(at('GET', '/api/health', false), 60_000, options)).toBe(false);
  });
});

describe('without pressure', () => {
  let calm: TestApp;
  beforeAll(async () => {
    // the configured defaults (mean delay 200 ms, utilization 0.98), sampled every 100 ms so the build's own work is soon past
    calm = await buildTestApp(
      {
        LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '200',
        LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0.98',
        LOAD_SHED_SAMPLE_INTERVAL_MS: '100',
      },
      { jobs: { settings: { runWorkers: false } } },
    );
  });
  afterAll(async () => calm.close());

  it('answers normally', async () => {
    await vi.waitFor(() => expect(calm.app.isUnderPressure()).toBe(false), {
      timeout: 10_000,
      interval: 50,
    });
    for (let i = 0; i < 5; i += 1) {
      const res = await calm.app.inject({ method: 'GET', url: '/api/serviceStatus' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });
});
