/** GET /api/serviceProvider: brands with their providers, available providers and theme (spec §3 Brands). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TServiceProviderResponse } from '@lender/contract';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';
import { shellSchema } from '../http/shell-schema';

export function getServiceProviders(signal?: AbortSignal): Promise<TServiceProviderResponse> {
  return apiGet('/serviceProvider', shellSchema('ZServiceProviderResponseSchema'), {
    signal,
    retryOnce: true,
  });
}

export const serviceProviderQuery = () =>
  queryOptions({
    queryKey: ['config', 'serviceProvider'],
    queryFn: ({ signal }) => getServiceProviders(signal),
    ...cacheTier('medium'),
  });

export function useServiceProviders() {
  return useQuery(serviceProviderQuery());
}
