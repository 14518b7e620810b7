/**
 * Running the service (decisions 011, 042): GET /metrics, load shedding, the SIGTERM grace and drain, and the worker's
 * own metrics port — for the configuration schema, its check, and what the server and the worker read.
 */
import { z } from 'zod';

export const OPERATIONS_ENV_SHAPE = {
  /** when set, GET /metrics asks for `Authorization: Bearer <token>`; unset, production does not serve it (decision 042) */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** load shedding (decision 011): 0 turns a threshold off */
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0.98),
  LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  LOAD_SHED_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** how long a SIGTERM'd process may take to finish its requests and jobs before it is ended */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /** `npm run worker` only: serve /metrics and the health probes on this port (none when unset) */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** from SIGTERM, how long the server keeps serving with readiness 503 before it stops accepting (load balancers see it leave) */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
};

interface OperationsEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  METRICS_TOKEN?: string | undefined;
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: number;
  LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: number;
  LOAD_SHED_RETRY_AFTER_SECONDS: number;
  LOAD_SHED_SAMPLE_INTERVAL_MS: number;
  SHUTDOWN_GRACE_MS: number;
  WORKER_METRICS_PORT?: number | undefined;
  SHUTDOWN_DRAIN_MS: number;
}

/** When the server answers 503 + Retry-After instead of taking more work (a threshold of 0 is off). */
export interface LoadSheddingConfig {
  /** mean event-loop delay over a sample, in ms */
  maxEventLoopDelayMs: number;
  /** event-loop utilization over a sample, 0–1 */
  maxEventLoopUtilization: number;
  retryAfterSeconds: number;
  sampleIntervalMs: number;
}

export interface OperationsConfig {
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; open when unset outside production */
  metricsToken: string | undefined;
  /** GET /metrics is served: always outside production, in production only with METRICS_TOKEN (decision 042) */
  metricsServed: boolean;
  loadShedding: LoadSheddingConfig;
  /** SHUTDOWN_GRACE_MS: from SIGTERM to a forced exit */
  shutdownGraceMs: number;
  /** SHUTDOWN_DRAIN_MS: from SIGTERM, serving on with readiness 503 before the listener closes */
  shutdownDrainMs: number;
  /** WORKER_METRICS_PORT: where a worker-only process serves /metrics and the probes; none when undefined */
  workerMetricsPort: number | undefined;
}

export function checkOperationsEnv(env: OperationsEnv, ctx: z.RefinementCtx): void {
  if (env.SHUTDOWN_DRAIN_MS >= env.SHUTDOWN_GRACE_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['SHUTDOWN_DRAIN_MS'],
      message: 'must be shorter than SHUTDOWN_GRACE_MS (the drain is part of the grace)',
    });
  }
}

export function operationsConfigOf(e: OperationsEnv): OperationsConfig {
  return {
    metricsToken: e.METRICS_TOKEN,
    metricsServed: e.NODE_ENV !== 'production' || e.METRICS_TOKEN !== undefined,
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION,
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_SECONDS,
      sampleIntervalMs: e.LOAD_SHED_SAMPLE_INTERVAL_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    workerMetricsPort: e.WORKER_METRICS_PORT,
  };
}
