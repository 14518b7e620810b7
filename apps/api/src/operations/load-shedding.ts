/**
 * Load shedding (@fastify/under-pressure): while the event loop is behind — its mean delay or its utilization over
 * the last sample above LOAD_SHED_* — a new request is answered 503 with Retry-After at once, in the one error shape,
 * instead of queueing behind the work already taken. Routes with `config.loadShedding: false` (health probes,
 * /metrics) always answer: an operator must see a busy node as busy, not as dead. A threshold of 0 is off.
 * Shedding starts two samples after the app is ready (the build's own work is not load).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { LoadSheddingConfig } from '../config';
import { errorBody } from '../plugins/error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never shed this route (health probes, metrics) */
    loadShedding?: boolean;
  }
}

export const LOAD_SHED_MESSAGE = 'The service is busy. Please try again shortly.';

export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingConfig, onShed: (pressure: string) => void = () => undefined): Promise<void> {
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
      if (!armed || request.routeOptions.config.loadShedding === false) return;
      onShed(pressure);
      // sent here, so the rest of the request's hooks and its handler never run (no log line per shed request)
      void reply
        .code(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .type('application/json; charset=utf-8')
        .send(errorBody(request, 503, LOAD_SHED_MESSAGE));
    },
  });
}
