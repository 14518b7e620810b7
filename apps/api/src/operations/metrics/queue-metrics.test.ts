import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { MODULE_JOBS } from '../../areas/jobs';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createAppMetrics } from './app-metrics';

let t: TestApp;
beforeAll(async () => {
  // this node only enqueues: what it sends stays in the queue for the scrape to see
  t = await buildTestApp({}, { jobs: { settings: { runWorkers: false } } });
});
afterAll(async () => t.close());

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('job queue metrics', () => {
  it('report each queue’s waiting jobs and how long the oldest has waited, read from pg-boss at scrape time', async () => {
    const empty = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    for (const { name } of MODULE_JOBS) {
      expect(sample(empty, `lender_job_queue_depth{queue="${name}"}`), name).toBe(0);
      expect(sample(empty, `lender_job_queue_oldest_age_seconds{queue="${name}"}`), name).toBe(0);
    }
    await t.app.jobs.send('payment', { paymentId: randomUUID() });
    await t.app.jobs.send('payment', { paymentId: randomUUID() });

    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'lender_job_queue_stats_up')).toBe(1);
    expect(sample(text, 'lender_job_queue_depth{queue="payment"}')).toBe(2);
    expect(sample(text, 'lender_job_queue_deferred{queue="payment"}')).toBe(0);
    const age = sample(text, 'lender_job_queue_oldest_age_seconds{queue="payment"}')!;
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(600);
    expect(sample(text, 'lender_job_queue_depth{queue="draw"}')).toBe(0);
  });

  it('answer the scrape without the queue series when the statistics do not come in time', async () => {
    const metrics = createAppMetrics();
    metrics.watchQueues(() => new Promise(() => undefined), createLogger({ level: 'silent' }));
    const text = await metrics.text();
    expect(sample(text, 'lender_job_queue_stats_up')).toBe(0);
    expect(text).not.toMatch(/^lender_job_queue_depth\{/m);
    expect(text).toContain('http_requests_total');
  });
});
