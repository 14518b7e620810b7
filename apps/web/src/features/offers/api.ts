/**
 * The settlement's calls (spec §7): GET /settlementStatus (where the settlement stands), POST /loanSigning (send or
 * resume the agreement's envelope) and GET /loanSigning (its status, polled every second while it waits).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZLoanSigningResponseSchema, ZSettlementStatusResponseSchema, type TLoanSigningResponse } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { offerKeys } from '../../shared/offers';

export const settlementKeys = {
  status: (loanId: string) => ['settlement', 'status', loanId] as const,
  signing: (envelopeId: string) => ['settlement', 'signing', envelopeId] as const,
};

export const settlementStatusQuery = (loanId: string) =>
  queryOptions({
    queryKey: settlementKeys.status(loanId),
    queryFn: ({ signal }) => apiGet('/settlementStatus', ZSettlementStatusResponseSchema, { query: { loanId }, signal, retryOnce: true }),
    staleTime: 0,
  });

export const useSettlementStatus = (loanId: string) => useQuery({ ...settlementStatusQuery(loanId), enabled: loanId !== '' });

/** Send (or resume) the envelope of the loan's settlement agreement, or of a new loan's agreement (origination). */
export function useStartSigning(loanId: string, documentType: 'settlementAgreement' | 'loanAgreement' = 'settlementAgreement') {
  return useMutation({
    mutationFn: () => apiSend('POST', '/loanSigning', ZLoanSigningResponseSchema, { loanId, documentType }),
  });
}

const POLL_MS = 1_000;
const isWaiting = (status: TLoanSigningResponse['status'] | undefined) => status === undefined || status === 'sent';

/** The envelope's status, polled every second while it is waiting for the signer; a final status refreshes the settlement and the offers. */
export function useSigningStatus(envelopeId: string | undefined, loanId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: settlementKeys.signing(envelopeId ?? ''),
    queryFn: async ({ signal }) => {
      const signing = await apiGet('/loanSigning', ZLoanSigningResponseSchema, { query: { envelopeId: envelopeId ?? '' }, signal });
      if (!isWaiting(signing.status)) {
        await Promise.all([client.invalidateQueries({ queryKey: settlementKeys.status(loanId) }), client.invalidateQueries({ queryKey: offerKeys.list() })]);
      }
      return signing;
    },
    enabled: envelopeId !== undefined,
    refetchInterval: (query) => (isWaiting(query.state.data?.status) ? POLL_MS : false),
    staleTime: 0,
  });
}
