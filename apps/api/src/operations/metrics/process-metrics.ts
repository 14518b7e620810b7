/**
 * prom-client's default metrics (CPU, memory, event-loop lag, GC, handles) describe the process, not an app: they are
 * collected once per process into this registry, and every app's /metrics adds them to its own registry's text. (One
 * collection per app would start another event-loop monitor and GC observer for every app a test file builds.)
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
