/**
 * Store calls (spec §7 Referral and other: GET /states, GET /store, GET /storemap) and the locator
 * search GET /stores. Stores and states change rarely: the long cache tier (6 h) for states, medium
 * (30 min) for a store and a search.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStatesResponse, TStoresResponse } from '@lender/contract';
import { apiGet } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { storeQuery } from '../../../shared/stores/store';
import { storesSchema } from './stores-schema';

/** One locator search: by position, by zip or by state (exactly one). */
export type StoreSearch =
  | { by: 'position'; latitude: number; longitude: number }
  | { by: 'zip'; zip: string }
  | { by: 'state'; state: string };

export function getStates(signal?: AbortSignal): Promise<TStatesResponse> {
  return apiGet('/states', storesSchema('ZStatesResponseSchema'), { signal, retryOnce: true });
}

export const statesQuery = () =>
  queryOptions({
    queryKey: ['config', 'states'] as const,
    queryFn: ({ signal }) => getStates(signal),
    ...cacheTier('long'),
  });

export const useStates = () => useQuery(statesQuery());

function searchParams(search: StoreSearch): Record<string, string | number> {
  if (search.by === 'position') return { latitude: search.latitude, longitude: search.longitude };
  if (search.by === 'zip') return { zip: search.zip };
  return { state: search.state };
}

export function searchStores(search: StoreSearch, signal?: AbortSignal): Promise<TStoresResponse> {
  return apiGet('/stores', storesSchema('ZStoresResponseSchema'), {
    query: searchParams(search),
    signal,
    retryOnce: true,
  });
}

export const storeSearchQuery = (search: StoreSearch) =>
  queryOptions({
    queryKey: ['stores', 'search', search] as const,
    queryFn: ({ signal }) => searchStores(search, signal),
    ...cacheTier('medium'),
  });

export const useStoreSearch = (search: StoreSearch | undefined) =>
  useQuery({
    ...storeSearchQuery(search ?? { by: 'zip', zip: '' }),
    enabled: search !== undefined,
  });

/** GET /store: the one store query (shared/stores), its schema from this feature's schema chunk. */
export const useStore = (storeId: number) =>
  useQuery({ ...storeQuery(storeId, storesSchema('ZStoreResponseSchema')), enabled: storeId > 0 });

/** The URL of the store's generated map image (GET /storemap, a public image). */
export function storeMapUrl(storeId: number, width = 600, height = 300): string {
  return `/api/storemap?storeId=${storeId}&width=${width}&height=${height}`;
}
