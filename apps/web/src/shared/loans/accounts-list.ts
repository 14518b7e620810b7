/**
 * GET /accounts?brandName= (spec §7 Accounts and loans): a brand's loans and reapply info, short cache
 * tier. Read by the brand Dashboard (accounts) and by Home's per-brand loan summary (auth), so both
 * share one query and one cache entry. Each answer is also kept, encrypted, for the offline dashboard
 * (shared/offline, decision 024).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TAccountsResponse, TLoan } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { apiGet } from '../http/client';
import { shellSchema } from '../http/shell-schema';
import { saveLoansSnapshot } from '../offline/loans-snapshot';
import { cacheTier } from '../query/cache-tiers';
import { useSessionStore } from '../session/session-store';
import { loanKeys } from './account-detail';

export function getAccounts(
  brandName: BrandCode,
  signal?: AbortSignal,
): Promise<TAccountsResponse> {
  return apiGet('/accounts', shellSchema('ZAccountsResponseSchema'), {
    query: { brandName },
    signal,
    retryOnce: true,
  });
}

/** The loans as read, also kept on the device for the offline dashboard (a borrower's session, not a guest's). */
async function readAndKeep(brandName: BrandCode, signal: AbortSignal): Promise<TAccountsResponse> {
  const accounts = await getAccounts(brandName, signal);
  if (!useSessionStore.getState().guest) void saveLoansSnapshot(brandName, accounts);
  return accounts;
}

/** The key prefix of every brand's loans answer. */
export const accountsListKey = [...loanKeys.all, 'list'] as const;

export const accountsQuery = (brandName: BrandCode) =>
  queryOptions({
    queryKey: [...accountsListKey, brandName] as const,
    queryFn: ({ signal }) => readAndKeep(brandName, signal),
    ...cacheTier('short'),
  });

export const useAccounts = (brandName: BrandCode) => useQuery(accountsQuery(brandName));

/** The loan as a brand's loans answer in the cache has it (the Dashboard she tapped it on), if one does. */
export function listedLoan(queryClient: QueryClient, loanId: string): TLoan | undefined {
  return queryClient
    .getQueriesData<TAccountsResponse>({ queryKey: accountsListKey })
    .flatMap(([, answer]) => answer?.loans ?? [])
    .find((loan) => loan.loanId === loanId);
}
