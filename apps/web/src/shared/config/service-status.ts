/** GET /api/serviceStatus: checked on every navigation (spec §2 Route guards), cached ~30 s, short timeout. */
import { queryOptions } from '@tanstack/react-query';
import type { TServiceStatusResponse } from '@lender/contract';
import { apiGet } from '../http/client';
import { shellSchema } from '../http/shell-schema';

export const SERVICE_STATUS_STALE_MS = 30_000;
export const SERVICE_STATUS_TIMEOUT_MS = 5_000;

export function getServiceStatus(signal?: AbortSignal): Promise<TServiceStatusResponse> {
  return apiGet('/serviceStatus', shellSchema('ZServiceStatusResponseSchema'), {
    signal,
    timeoutMs: SERVICE_STATUS_TIMEOUT_MS,
  });
}

export const serviceStatusQuery = () =>
  queryOptions({
    queryKey: ['config', 'serviceStatus'],
    queryFn: ({ signal }) => getServiceStatus(signal),
    staleTime: SERVICE_STATUS_STALE_MS,
    gcTime: SERVICE_STATUS_STALE_MS,
  });
