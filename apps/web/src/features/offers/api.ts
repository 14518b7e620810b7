/**
 * The settlement's calls (spec §7): GET /settlementStatus (where the settlement stands: shared/offers), POST /loanSigning (send or
 * resume the agreement's envelope) and GET /loanSigning (its status, polled every second while it waits): the signing calls are shared/signing's.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { offersQuery, settlementStatusQuery } from '../../shared/offers';
import { useStartSigning as useSharedStartSigning } from '../../shared/signing';

export { settlementKeys, settlementStatusQuery, useSettlementStatus } from '../../shared/offers';

/** Send (or resume) the envelope of the loan's settlement agreement, or of a new loan's agreement (origination). */
export function useStartSigning(
  loanId: string,
  documentType: 'settlementAgreement' | 'loanAgreement' = 'settlementAgreement',
) {
  return useSharedStartSigning({ loanId, documentType });
}

/** A final signing status refreshes the settlement and the offers. */
export function useRefreshAfterSigning(loanId: string) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: settlementStatusQuery(loanId).queryKey }),
        client.invalidateQueries({ queryKey: offersQuery().queryKey }),
      ]),
    [client, loanId],
  );
}
