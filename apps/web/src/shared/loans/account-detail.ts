/**
 * GET /accountdetail (spec §7 Accounts and loans): one loan with its details, short cache tier. The
 * accounts, payments and stores features all read a loan through this one query, so a loan is
 * fetched once and invalidating `loanKeys.all` (['accounts']) after a payment refreshes every view. A loan's
 * key is `accountDetailQuery(loanId).queryKey`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountDetailResponse } from '@lender/contract';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';
import { shellSchema } from '../http/shell-schema';

/** The prefix of the loan reads' keys (and of the accounts feature's other reads, under it too): a payment, a renewal, a draw or a link refreshes them all. */
export const loanKeys = {
  all: ['accounts'] as const,
};

/** GET /accountdetail's answer schema (apiGet; buildSchemasAhead) */
export const accountDetailAnswerSchema = shellSchema('ZAccountDetailResponseSchema');

export function getAccountDetail(
  loanId: string,
  signal?: AbortSignal,
): Promise<TAccountDetailResponse> {
  return apiGet('/accountdetail', accountDetailAnswerSchema, {
    query: { loanId },
    signal,
    retryOnce: true,
  });
}

export const accountDetailQuery = (loanId: string) =>
  queryOptions({
    queryKey: [...loanKeys.all, 'detail', loanId] as const,
    queryFn: ({ signal }) => getAccountDetail(loanId, signal),
    ...cacheTier('short'),
  });

/** The loan; not fetched while `loanId` is empty (a route still resolving). */
export const useAccountDetail = (loanId: string) =>
  useQuery({ ...accountDetailQuery(loanId), enabled: loanId !== '' });
