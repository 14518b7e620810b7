/**
 * The recovery screens' calls: the loan (GET /accountdetail, the shared query), GET /store (the loan's
 * store: address, hours) and GET /repoInfo (where a repossessed vehicle is kept).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { lazySchemas } from '../../shared/http/lazy-schemas';
import { storeQuery } from '../../shared/stores/store';

const recoverySchema = lazySchemas(() => import('./recovery-schemas'));

export { useAccountDetail as useRecoveryLoan } from '../../shared/loans/account-detail';

/** The loan's store: the one store query (shared/stores), on the long tier this feature has read it with (StoreDetails: medium). */
export const useLoanStore = (storeId: number | undefined) =>
  useQuery({
    ...storeQuery(storeId ?? 0, recoverySchema('ZStoreResponseSchema')),
    ...cacheTier('long'),
    enabled: storeId !== undefined,
  });

export const repoInfoQuery = (loanId: string) =>
  queryOptions({
    queryKey: ['accounts', 'repoInfo', loanId] as const,
    queryFn: ({ signal }) =>
      apiGet('/repoInfo', recoverySchema('ZRepoInfoResponseSchema'), {
        query: { loanId },
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export const useRepoInfo = (loanId: string, enabled: boolean) =>
  useQuery({ ...repoInfoQuery(loanId), enabled: enabled && loanId !== '' });
