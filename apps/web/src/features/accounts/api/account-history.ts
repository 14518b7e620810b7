/** GET /accounthistory?loanId= (spec §7 Accounts and loans): the loan's ledger, newest first, on its page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { loanKeys } from '../../../shared/loans/account-detail';
import { accountsSchema } from './accounts-schema';

export const accountHistoryQuery = (loanId: string) =>
  queryOptions({
    // under the loans' key: a payment, renewal or draw that adds an entry refreshes it with them
    queryKey: [...loanKeys.all, 'history', loanId] as const,
    queryFn: ({ signal }) =>
      apiGet('/accounthistory', accountsSchema('ZAccountHistoryResponseSchema'), {
        query: { loanId },
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export const useAccountHistory = (loanId: string, enabled: boolean) =>
  useQuery({ ...accountHistoryQuery(loanId), enabled: enabled && loanId !== '' });
