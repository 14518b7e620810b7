/**
 * Service status (spec §2 route guards: checked on every navigation; unavailable → MaintenanceMode).
 * Read from the settings row 'serviceStatus'; an `until` in the past means available again.
 * Cached in process for at most 5 s, so a switch shows within 5 s on every node.
 */
import type { TServiceStatusResponse, TSetServiceStatusRequest } from '@lender/contract';
import type { Clock } from '../../../lib/clock';
import { TtlCache } from '../../../lib/ttl-cache';
import type { ServiceStatusRepo } from './repo';

export const SERVICE_STATUS_CACHE_MS = 5_000;

export interface ServiceStatusServiceDeps {
  repo: Pick<ServiceStatusRepo, 'read' | 'write'>;
  clock: Clock;
}

export function createServiceStatusService({ repo, clock }: ServiceStatusServiceDeps) {
  const cache = new TtlCache<Awaited<ReturnType<ServiceStatusRepo['read']>>>(
    SERVICE_STATUS_CACHE_MS,
    clock,
  );

  function resolve(stored: Awaited<ReturnType<ServiceStatusRepo['read']>>): TServiceStatusResponse {
    if (!stored || stored.available) return { available: true };
    if (stored.until && Date.parse(stored.until) <= clock().getTime()) return { available: true };
    const status: TServiceStatusResponse = { available: false };
    if (stored.until) status.until = stored.until;
    if (stored.message) status.message = stored.message;
    return status;
  }

  return {
    async getStatus(): Promise<TServiceStatusResponse> {
      return resolve(await cache.get(() => repo.read()));
    },

    /** The maintenance switch: unavailable for `minutes` (or until switched back), or available now. */
    async setStatus(request: TSetServiceStatusRequest): Promise<TServiceStatusResponse> {
      const now = clock();
      const value = request.available
        ? { available: true }
        : {
            available: false,
            ...(request.minutes
              ? { until: new Date(now.getTime() + request.minutes * 60_000).toISOString() }
              : {}),
            ...(request.message ? { message: request.message } : {}),
          };
      await repo.write(value, now);
      cache.clear();
      return resolve(value);
    },
  };
}

export type ServiceStatusService = ReturnType<typeof createServiceStatusService>;
