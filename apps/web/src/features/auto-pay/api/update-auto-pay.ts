/**
 * PUT /autoPay (decision 056): enrol the loan with a card, move it to another card, or leave auto-pay. The answer is
 * the loan's auto-pay, written into the shared query; the loans' reads are refreshed with it (canAutoPay, the details).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCardId } from '@lender/contract';
import { apiSend } from '../../../shared/http/client';
import { loanKeys } from '../../../shared/loans/account-detail';
import { autoPayQuery, autoPaySchema } from '../../../shared/loans/auto-pay';

export type AutoPayChange =
  { enrolled: true; paymentCardToken: string; paymentCardIds: TCardId[] } | { enrolled: false };

export function useUpdateAutoPay(loanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AutoPayChange) =>
      apiSend('PUT', '/autoPay', autoPaySchema('ZAutoPaySchema'), { loanId, ...change }),
    onSuccess: async (autoPay) => {
      queryClient.setQueryData(autoPayQuery(loanId).queryKey, autoPay);
      await queryClient.invalidateQueries({ queryKey: loanKeys.all });
    },
  });
}
