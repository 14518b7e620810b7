/**
 * GET /applicationstatus (spec §7: appStatus.TLXe and appStatus.NLS) and PUT /applicationstatus (withdraw), for the
 * dashboard's application card (decision 059). Under the loans' key: withdrawing refreshes the reapply info with it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplicationStatusUpdateRequest } from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { loanKeys } from '../../../shared/loans/account-detail';
import { accountsSchema } from './accounts-schema';

export const applicationStatusQuery = () =>
  queryOptions({
    queryKey: [...loanKeys.all, 'applicationStatus'] as const,
    queryFn: ({ signal }) =>
      apiGet('/applicationstatus', accountsSchema('ZApplicationStatusResponseSchema'), {
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export const useApplicationStatus = (enabled: boolean) =>
  useQuery({ ...applicationStatusQuery(), enabled });

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<TApplicationStatusUpdateRequest, 'action'>) =>
      apiSend('PUT', '/applicationstatus', accountsSchema('ZApplicationStatusResponseSchema'), {
        ...request,
        action: 'withdraw' as const,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationStatusQuery().queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: loanKeys.all });
    },
  });
}
