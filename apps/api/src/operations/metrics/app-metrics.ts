/**
 * The metrics of one app instance, in a registry of its own (several apps in one test process never share a series):
 * HTTP requests by method, route pattern and status class; the job queues' backlog, read from pg-boss at scrape time;
 * payment outcomes, counted through the MetricsPort the payment job receives; the outbox's dead letters (messages
 * given up on) and the reconciliation's open differences, read at scrape time. The process's own metrics come from
 * process-metrics.ts and are added to the text at scrape time.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueStats } from '../../jobs/queue-stats';
import { withTimeout } from '../../lib/with-timeout';
import { PAYMENT_OUTCOMES, type MetricsPort } from './port';
import { processMetricsRegistry } from './process-metrics';

/** Seconds; finer than prom-client's default at the low end, where the hot reads answer (1–5 ms). */
export const HTTP_DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** How long a scrape waits for the queue statistics before it answers without them. */
export const QUEUE_STATS_TIMEOUT_MS = 1000;

export interface RequestObservation {
  method: string;
  /** the route's pattern (`/api/payment`, `/card-processor/form/:transactionUuid`), never the raw URL */
  route: string;
  statusCode: number;
  seconds: number;
}

export interface AppMetrics {
  /** the port handed to modules and jobs */
  port: MetricsPort;
  observeRequest(observation: RequestObservation): void;
  /** a request answered 503 by load shedding, by the pressure that shed it */
  shed(pressure: string): void;
  /** read the queues' backlog at every scrape from this source */
  watchQueues(source: () => Promise<QueueStats[]>, log: FastifyBaseLogger): void;
  /** read the count of dead-lettered messages at every scrape from this source */
  watchDeadLetters(source: () => Promise<number>, log: FastifyBaseLogger): void;
  /** read the count of reconciliation differences not yet resolved at every scrape from this source (decision 069) */
  watchReconciliation(source: () => Promise<number>, log: FastifyBaseLogger): void;
  contentType: string;
  /** the exposition text: this app's registry, then the process's */
  text(): Promise<string>;
}

export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  const outcomes = new Counter({
    name: 'lender_payment_outcomes_total',
    help: 'Payments ended, by outcome (approved, declined, voided, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of PAYMENT_OUTCOMES) outcomes.inc({ outcome }, 0);
  const shed = new Counter({
    name: 'lender_load_shed_total',
    help: 'Requests answered 503 by load shedding, by pressure (eventLoopDelay, eventLoopUtilization)',
    labelNames: ['pressure'],
    registers: [registry],
  });

  const queueLabels = ['queue'] as const;
  const waiting = new Gauge({
    name: 'lender_job_queue_depth',
    help: 'Jobs due and not yet started, by queue',
    labelNames: queueLabels,
    registers: [registry],
  });
  const deferred = new Gauge({
    name: 'lender_job_queue_deferred',
    help: 'Jobs stored to start later (retries after backoff, safety-net copies of jobs run in-process), by queue',
    labelNames: queueLabels,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'lender_job_queue_oldest_age_seconds',
    help: 'Seconds the oldest due job has waited for a worker, by queue (0 when none waits)',
    labelNames: queueLabels,
    registers: [registry],
  });
  const statsUp = new Gauge({
    name: 'lender_job_queue_stats_up',
    help: '1 when the last scrape read the queue statistics, 0 when they failed or timed out',
    registers: [registry],
  });

  const deadLetters = new Gauge({
    name: 'lender_outbox_dead_letters',
    help: 'Messages given up on after their last delivery attempt (decision 009); -1 when the count could not be read',
    registers: [registry],
  });

  const openDifferences = new Gauge({
    name: 'lender_reconciliation_open_differences',
    help: 'Differences between posted payments and the loan systems found by reconciliation and not resolved (decision 069); -1 when the count could not be read',
    registers: [registry],
  });

  let readQueues: (() => Promise<void>) | undefined;
  let readDeadLetters: (() => Promise<void>) | undefined;
  let readDifferences: (() => Promise<void>) | undefined;
  /** a gauge set from a count read at the scrape, -1 when it could not be read in time */
  const countReader =
    (gauge: Gauge, what: string, source: () => Promise<number>, log: FastifyBaseLogger) =>
    async () => {
      try {
        gauge.set(await withTimeout(source(), QUEUE_STATS_TIMEOUT_MS, what));
      } catch (err) {
        log.warn({ err }, `${what} unavailable for this scrape`);
        gauge.set(-1);
      }
    };

  return {
    port: { paymentOutcome: (outcome) => outcomes.inc({ outcome }) },
    observeRequest({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_class: statusClass(statusCode) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    shed: (pressure) => shed.inc({ pressure }),
    watchQueues(source, log) {
      readQueues = async () => {
        for (const gauge of [waiting, deferred, oldest]) gauge.reset();
        try {
          for (const stats of await withTimeout(
            source(),
            QUEUE_STATS_TIMEOUT_MS,
            'job queue statistics',
          )) {
            waiting.set({ queue: stats.queue }, stats.waiting);
            deferred.set({ queue: stats.queue }, stats.deferred);
            oldest.set({ queue: stats.queue }, stats.oldestWaitingSeconds);
          }
          statsUp.set(1);
        } catch (err) {
          log.warn({ err }, 'job queue statistics unavailable for this scrape');
          statsUp.set(0);
        }
      };
    },
    watchDeadLetters(source, log) {
      readDeadLetters = countReader(deadLetters, 'outbox dead letters', source, log);
    },
    watchReconciliation(source, log) {
      readDifferences = countReader(openDifferences, 'reconciliation differences', source, log);
    },
    contentType: registry.contentType,
    async text() {
      await Promise.all([readQueues?.(), readDeadLetters?.(), readDifferences?.()]);
      return `${await registry.metrics()}\n${await processMetricsRegistry().metrics()}`;
    },
  };
}
