/**
 * GET /accounts?brandName= (spec §7 Accounts and loans): a brand's loans and reapply info, short cache
 * tier. Read by the brand Dashboard (accounts) and by Home's per-brand loan summary (auth), so both
 * share one query and one cache entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountsResponseSchema, type TAccountsResponse } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';
import { loanKeys } from './account-detail';

export const accountsListKey = (brandName: BrandCode) => [...loanKeys.all, 'list', brandName] as const;

export function getAccounts(brandName: BrandCode, signal?: AbortSignal): Promise<TAccountsResponse> {
  return apiGet('/accounts', ZAccountsResponseSchema, { query: { brandName }, signal, retryOnce: true });
}

export const accountsQuery = (brandName: BrandCode) =>
  queryOptions({
    queryKey: accountsListKey(brandName),
    queryFn: ({ signal }) => getAccounts(brandName, signal),
    ...cacheTier('short'),
  });

export const useAccounts = (brandName: BrandCode) => useQuery(accountsQuery(brandName));
