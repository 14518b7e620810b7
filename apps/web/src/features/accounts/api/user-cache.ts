/**
 * GET/POST /usercache (spec §7 User cache): a small JSON object per customer. The dashboard keeps the
 * user's show-all / paid-off choice there (key `dashboardView`) so it follows them across devices.
 * POST replaces the whole value, so a save merges into what is cached.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUserCacheResponse } from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { accountsSchema } from './accounts-schema';

export const userCacheQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'userCache'] as const,
    queryFn: ({ signal }) =>
      apiGet('/usercache', accountsSchema('ZUserCacheResponseSchema'), { signal }),
    ...cacheTier('short'),
  });

export const useUserCache = (enabled: boolean) => useQuery({ ...userCacheQuery(), enabled });

export function saveUserCache(value: Record<string, unknown>): Promise<TUserCacheResponse> {
  return apiSend('POST', '/usercache', accountsSchema('ZUserCacheResponseSchema'), { value });
}

/** Merge `patch` into the cached value: shown at once, saved, and refetched afterwards. */
export function useUpdateUserCache() {
  const queryClient = useQueryClient();
  const { queryKey } = userCacheQuery();
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) => {
      const current = queryClient.getQueryData(queryKey)?.value ?? {};
      return saveUserCache({ ...current, ...patch });
    },
    onMutate: (patch) => {
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, {
        customerId: previous?.customerId ?? '',
        updatedAt: previous?.updatedAt ?? null,
        value: { ...(previous?.value ?? {}), ...patch },
      });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
