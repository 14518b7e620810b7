/**
 * GET /accountdetail (spec §7 Accounts and loans): one loan with its details, short cache tier. The
 * accounts, payments and stores features all read a loan through this one query, so a loan is
 * fetched once and invalidating `loanKeys.all` (['accounts']) after a payment refreshes every view.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountDetailResponse } from '@lender/contract';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';
import { shellSchema } from '../http/shell-schema';

export const loanKeys = {
  all: ['accounts'] as const,
  detail: (loanId: string) => ['accounts', 'detail', loanId] as const,
};

export function getAccountDetail(
  loanId: string,
  signal?: AbortSignal,
): Promise<TAccountDetailResponse> {
  return apiGet('/accountdetail', shellSchema('ZAccountDetailResponseSchema'), {
    query: { loanId },
    signal,
    retryOnce: true,
  });
}

export const accountDetailQuery = (loanId: string) =>
  queryOptions({
    queryKey: loanKeys.detail(loanId),
    queryFn: ({ signal }) => getAccountDetail(loanId, signal),
    ...cacheTier('short'),
  });

/** The loan; not fetched while `loanId` is empty (a route still resolving). */
export const useAccountDetail = (loanId: string) =>
  useQuery({ ...accountDetailQuery(loanId), enabled: loanId !== '' });
