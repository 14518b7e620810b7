import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { LOAD_SHED_MESSAGE } from './load-shedding';

/** Keeps the event loop busy: the sample taken next sees it fully used (pressure forced, whatever the machine does). */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

/** Samples every 100 ms; a loop busy over half a sample is pressure. The delay threshold is off: the utilization forces it. */
const TIGHT = { LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0.5', LOAD_SHED_SAMPLE_INTERVAL_MS: '100', LOAD_SHED_RETRY_AFTER_SECONDS: '7' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(TIGHT, { jobs: { settings: { runWorkers: false } } });
});
afterAll(async () => t.close());

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop is saturated, and never sheds the probes or /metrics', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    // the loop is saturated past a whole sample (and past the two samples shedding waits for after start); the sample
    // overdue meanwhile runs first and measures it. Once it has, the requests are made in that same turn of the event
    // loop: each one's pressure check runs before any timer could take the next sample
    blockEventLoop(300);
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { interval: 1 });
    const answers = await Promise.all(['/api/serviceStatus', '/health/live', '/health/ready', '/api/health', '/metrics'].map(get));
    const [shed, live, ready, apiHealth, metrics] = answers;
    expect(shed!.statusCode).toBe(503);
    expect(shed!.headers['retry-after']).toBe('7');
    expect(shed!.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: LOAD_SHED_MESSAGE });
    expect(shed!.json()).toHaveProperty('reqId');
    for (const exempt of [live, ready, apiHealth, metrics]) expect(exempt!.statusCode).toBe(200);
    expect(metrics!.body).toMatch(/^lender_load_shed_total\{pressure="eventLoopUtilization"\} [1-9]/m);
  });
});

describe('without pressure', () => {
  let calm: TestApp;
  beforeAll(async () => {
    // the configured defaults (mean delay 200 ms, utilization 0.98), sampled every 100 ms so the build's own work is soon past
    calm = await buildTestApp({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '200', LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0.98', LOAD_SHED_SAMPLE_INTERVAL_MS: '100' }, { jobs: { settings: { runWorkers: false } } });
  });
  afterAll(async () => calm.close());

  it('answers normally', async () => {
    await vi.waitFor(() => expect(calm.app.isUnderPressure()).toBe(false), { timeout: 10_000, interval: 50 });
    for (let i = 0; i < 5; i += 1) {
      const res = await calm.app.inject({ method: 'GET', url: '/api/serviceStatus' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });
});
