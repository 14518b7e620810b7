/**
 * GET /accounts (the brand's loans and reapply info), GET /accountdetail and GET /dashboardmessage
 * (spec §7 Accounts and loans). Loans are the short cache tier (5 min); the dashboard message medium.
 * DELETE /draw cancels a line of credit's pending cash advance.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCancelCashAdvanceRequest, TDashboardMessageResponse } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { apiGet, apiSend } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { accountDetailQuery, loanKeys } from '../../../shared/loans/account-detail';
import { accountsSchema } from './accounts-schema';

export { accountsQuery, getAccounts, useAccounts } from '../../../shared/loans/accounts-list';

export { accountDetailQuery, useAccountDetail } from '../../../shared/loans/account-detail';

export function getDashboardMessage(
  brandName: BrandCode,
  signal?: AbortSignal,
): Promise<TDashboardMessageResponse> {
  return apiGet('/dashboardmessage', accountsSchema('ZDashboardMessageResponseSchema'), {
    query: { brandName },
    signal,
  });
}

export const dashboardMessageQuery = (brandName: BrandCode) =>
  queryOptions({
    queryKey: ['accounts', 'dashboardMessage', brandName] as const,
    queryFn: ({ signal }) => getDashboardMessage(brandName, signal),
    ...cacheTier('medium'),
  });

export const useDashboardMessage = (brandName: BrandCode) =>
  useQuery(dashboardMessageQuery(brandName));

/**
 * DELETE /draw (spec §7 cancel cash advance): a pending cash advance not yet batched. The loan shows
 * it gone and the available credit the server answers at once, then reads the loan again.
 */
export function useCancelCashAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCancelCashAdvanceRequest) =>
      apiSend('DELETE', '/draw', accountsSchema('ZCancelCashAdvanceResponseSchema'), request),
    onSuccess: (answer, request) => {
      queryClient.setQueryData(
        accountDetailQuery(request.loanId).queryKey,
        (loan) =>
          loan && {
            ...loan,
            availableCreditCents: answer.availableCreditCents,
            pendingCashAdvances: loan.pendingCashAdvances.filter(
              (advance) => advance.transactionId !== request.transactionId,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: loanKeys.all });
    },
  });
}
