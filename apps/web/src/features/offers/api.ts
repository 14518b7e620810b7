/**
 * The settlement's calls (spec §7): GET /settlementStatus (where the settlement stands), POST /loanSigning (send or
 * resume the agreement's envelope) and GET /loanSigning (its status, polled every second while it waits): the signing calls are shared/signing's.
 */
import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../shared/http/client';
import { offerKeys } from '../../shared/offers';
import { useStartSigning as useSharedStartSigning } from '../../shared/signing';
import { offersSchema } from './offers-schema';

export const settlementKeys = {
  status: (loanId: string) => ['settlement', 'status', loanId] as const,
};

export const settlementStatusQuery = (loanId: string) =>
  queryOptions({
    queryKey: settlementKeys.status(loanId),
    queryFn: ({ signal }) => apiGet('/settlementStatus', offersSchema('ZSettlementStatusResponseSchema'), { query: { loanId }, signal, retryOnce: true }),
    staleTime: 0,
  });

export const useSettlementStatus = (loanId: string) => useQuery({ ...settlementStatusQuery(loanId), enabled: loanId !== '' });

/** Send (or resume) the envelope of the loan's settlement agreement, or of a new loan's agreement (origination). */
export function useStartSigning(loanId: string, documentType: 'settlementAgreement' | 'loanAgreement' = 'settlementAgreement') {
  return useSharedStartSigning({ loanId, documentType });
}

/** A final signing status refreshes the settlement and the offers. */
export function useRefreshAfterSigning(loanId: string) {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: settlementKeys.status(loanId) }), client.invalidateQueries({ queryKey: offerKeys.list() })]),
    [client, loanId],
  );
}
