/**
 * Whether this process should be sent traffic. Liveness only says the process answers; readiness also says it has
 * finished starting (migrations and seed run before the app listens; server.ts answers 503 meanwhile), is not
 * shutting down, and reaches its database: `select 1` within READINESS_PING_TIMEOUT_MS.
 */
import { withTimeout } from '../lib/with-timeout';

export type ReadinessStatus = 'ready' | 'starting' | 'stopping' | 'databaseUnavailable';

/** How long the readiness probe waits for the database (a pool with every connection busy counts as not ready). */
export const READINESS_PING_TIMEOUT_MS = 1000;

export interface Readiness {
  markReady(): void;
  markStopping(): void;
  check(): Promise<{ ready: boolean; status: ReadinessStatus }>;
}

export function createReadiness({
  ping,
  timeoutMs = READINESS_PING_TIMEOUT_MS,
}: {
  ping: () => Promise<void>;
  timeoutMs?: number;
}): Readiness {
  let phase: 'starting' | 'ready' | 'stopping' = 'starting';
  const current = () => phase;
  return {
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    markStopping() {
      phase = 'stopping';
    },
    async check() {
      const before = current();
      if (before !== 'ready') return { ready: false, status: before };
      try {
        await withTimeout(ping(), timeoutMs, 'database ping');
      } catch {
        return { ready: false, status: 'databaseUnavailable' };
      }
      // shutdown may have begun while the ping ran
      const after = current();
      return after === 'ready' ? { ready: true, status: 'ready' } : { ready: false, status: after };
    },
  };
}
