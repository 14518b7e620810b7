/**
 * The refinance screens' calls: the loan (GET /accountdetail, the shared query), its risk info (shared: the
 * refinance-denied flag is the payment state's preventRefi) and POST /cancelrefinance (spec §7: retried once; the
 * contract's request and answer).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCancelRefinanceResponse } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { loanKeys } from '../../shared/loans/account-detail';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const refinanceSchema = lazySchemas(() => import('./refinance-schemas'));

export { useAccountDetail as useRefinanceLoan, loanKeys } from '../../shared/loans/account-detail';
export { takeAlternateLock } from '../../shared/loans/alternate-lock';

export interface CancelRenewalInput {
  newLoanId: string;
  cancelReason?: string;
}

export function cancelRefinance(input: CancelRenewalInput): Promise<TCancelRefinanceResponse> {
  const body = {
    newLoanId: input.newLoanId,
    ...(input.cancelReason ? { cancelReason: input.cancelReason } : {}),
  };
  return apiSend(
    'POST',
    '/cancelrefinance',
    refinanceSchema('ZCancelRefinanceResponseSchema'),
    body,
    {
      retryOnce: true,
    },
  );
}

/** Cancel a renewal; the loans (the old one restored, the new one voided) are read again after it. */
export function useCancelRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRefinance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

/**
 * A renewal's confirmation read again by its payment key (GET /payment?key=): CancelRenewal opened from the new
 * loan's page (GET /accountdetail renewedFrom), once the flow's own confirmation is gone.
 */
export const renewalConfirmationQuery = (key: string) =>
  queryOptions({
    queryKey: ['renewalConfirmation', key] as const,
    queryFn: ({ signal }) =>
      apiGet('/payment', refinanceSchema('ZPaymentStatusResponseSchema'), {
        query: { key },
        signal,
      }),
    select: (answer) => answer.confirmation,
  });

export function useRenewalByKey(key: string | null, enabled: boolean) {
  return useQuery({ ...renewalConfirmationQuery(key ?? ''), enabled: enabled && key !== null });
}
