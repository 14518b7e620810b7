import type { THealthResponse } from '@lender/contract';
import type { DatabaseKind } from '../../../db/client';
import { ServiceUnavailableError } from '../../../lib/errors';
import type { HealthRepo } from './repo';

export interface HealthServiceDeps {
  repo: Pick<HealthRepo, 'ping'>;
  databaseKind: DatabaseKind;
  /** seconds since the process started */
  uptime?: () => number;
}

export function createHealthService({
  repo,
  databaseKind,
  uptime = () => process.uptime(),
}: HealthServiceDeps) {
  return {
    async check(): Promise<THealthResponse> {
      try {
        await repo.ping();
      } catch {
        throw new ServiceUnavailableError('Database unavailable');
      }
      return { status: 'ok', database: databaseKind, uptimeSeconds: Math.round(uptime()) };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
