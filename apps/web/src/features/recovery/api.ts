/**
 * The recovery screens' calls: the loan (GET /accountdetail, the shared query), GET /store (the loan's
 * store: address, hours) and GET /repoInfo (where a repossessed vehicle is kept).
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const recoverySchema = lazySchemas(() => import('./recovery-schemas'));

export { useAccountDetail as useRecoveryLoan } from '../../shared/loans/account-detail';

export const recoveryKeys = {
  store: (storeId: number) => ['stores', 'store', storeId] as const,
  repoInfo: (loanId: string) => ['accounts', 'repoInfo', loanId] as const,
};

export const useLoanStore = (storeId: number | undefined) =>
  useQuery({
    queryKey: recoveryKeys.store(storeId ?? 0),
    queryFn: ({ signal }) => apiGet('/store', recoverySchema('ZStoreResponseSchema'), { query: { storeId: storeId ?? 0 }, signal, retryOnce: true }),
    enabled: storeId !== undefined,
    ...cacheTier('long'),
  });

export const useRepoInfo = (loanId: string, enabled: boolean) =>
  useQuery({
    queryKey: recoveryKeys.repoInfo(loanId),
    queryFn: ({ signal }) => apiGet('/repoInfo', recoverySchema('ZRepoInfoResponseSchema'), { query: { loanId }, signal, retryOnce: true }),
    enabled: enabled && loanId !== '',
    ...cacheTier('short'),
  });
