/**
 * Load shedding (@fastify/under-pressure): while the event loop is behind — its mean delay or its utilization over
 * the last sample above LOAD_SHED_* — a new /api request is answered 503 with Retry-After at once, in the one error
 * shape, instead of queueing behind the work already taken (decision 043):
 * - only /api is shed: the page, the prerendered HTML, the hashed assets, the manifest, the icons and the service
 *   worker are static files sent as the build compressed them, and a page whose script was shed is a dead form;
 * - reads (GET, HEAD) are shed at the configured thresholds: the web client retries them after Retry-After;
 * - writes last: only once the loop's mean delay is past WRITE_DELAY_FACTOR × the delay threshold (never on
 *   utilization alone), as a borrower's payment or sign-in is never retried by the client, and she must do it again;
 * - routes with `config.loadShedding: false` (health probes, /metrics) always answer: an operator must see a busy
 *   node as busy, not as dead.
 * A threshold of 0 is off. Shedding starts two samples after the app is ready (the build's own work is not load).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadSheddingConfig } from '../config';
import { errorBody } from '../plugins/error-handler';
import { isApiPath } from '../plugins/web-app';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never shed this route (health probes, metrics) */
    loadShedding?: boolean;
  }
}

export const LOAD_SHED_MESSAGE = 'The service is busy. Please try again shortly.';

/** A write is shed only while the loop's mean delay is past this many times LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS. */
export const WRITE_DELAY_FACTOR = 5;

const READ_METHODS = new Set(['GET', 'HEAD']);

export interface ShedCandidate {
  method: string;
  url: string;
  /** the route's `config.loadShedding` */
  loadShedding: boolean | undefined;
}

/**
 * Whether a request that arrives while the loop is past a threshold is shed: an /api read at once, an /api write only
 * when the loop's mean delay (ms) is past the write threshold, nothing else ever.
 */
export function sheds(
  request: ShedCandidate,
  eventLoopDelayMs: number,
  options: Pick<LoadSheddingConfig, 'maxEventLoopDelayMs'>,
): boolean {
  if (request.loadShedding === false || !isApiPath(request.url)) return false;
  if (READ_METHODS.has(request.method)) return true;
  return (
    options.maxEventLoopDelayMs > 0 &&
    eventLoopDelayMs > WRITE_DELAY_FACTOR * options.maxEventLoopDelayMs
  );
}

function candidate(request: FastifyRequest): ShedCandidate {
  return {
    method: request.method,
    url: request.url,
    loadShedding: request.routeOptions.config.loadShedding,
  };
}

export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingConfig,
  onShed: (pressure: string) => void = () => undefined,
): Promise<void> {
  // the samples taken while the app was being built (migrations and seed, synchronous on PGlite) measured that work,
  // not load: nothing is shed until two samples after the app is ready
  let armed = false;
  app.addHook('onReady', async () => {
    setTimeout(() => (armed = true), 2 * options.sampleIntervalMs).unref();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
    pressureHandler: (request, reply, pressure) => {
      if (!armed || !sheds(candidate(request), app.memoryUsage().eventLoopDelay, options)) return;
      onShed(READ_METHODS.has(request.method) ? pressure : 'eventLoopDelay');
      // sent here, so the rest of the request's hooks and its handler never run (no log line per shed request)
      void reply
        .code(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .type('application/json; charset=utf-8')
        .send(errorBody(request, 503, LOAD_SHED_MESSAGE));
    },
  });
}
