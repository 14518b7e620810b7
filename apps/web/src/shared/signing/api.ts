/**
 * The e-signature calls every signing screen shares (spec §7 POST and GET /loanSigning; decision 026: one e-sign
 * port for settlement agreements, new-loan agreements and refinance disclosures): send (or resume) an envelope,
 * and its status, polled every second while it waits for the signer.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TLoanSigningRequest, TLoanSigningResponse } from '@lender/contract';
import { apiGet, apiSend } from '../http/client';
import { lazySchemas } from '../http/lazy-schemas';

const signingSchema = lazySchemas(() => import('./signing-schemas'));

/** POST /loanSigning: the envelope of the document for the caller to sign (a new one, or the one still open). */
export function startSigning(request: TLoanSigningRequest): Promise<TLoanSigningResponse> {
  return apiSend('POST', '/loanSigning', signingSchema('ZLoanSigningResponseSchema'), request);
}

export function useStartSigning(request: TLoanSigningRequest) {
  return useMutation({ mutationFn: () => startSigning(request) });
}

const POLL_MS = 1_000;
export const isSigningWaiting = (status: TLoanSigningResponse['status'] | undefined) =>
  status === undefined || status === 'sent';

/** GET /loanSigning?envelopeId=, every second while the envelope waits; `onFinal` runs (awaited) when it reaches a final status. */
export const signingStatusQuery = (envelopeId: string, onFinal?: () => Promise<unknown>) =>
  queryOptions({
    queryKey: ['signing', 'status', envelopeId] as const,
    queryFn: async ({ signal }) => {
      const signing = await apiGet('/loanSigning', signingSchema('ZLoanSigningResponseSchema'), {
        query: { envelopeId },
        signal,
      });
      if (!isSigningWaiting(signing.status)) await onFinal?.();
      return signing;
    },
    refetchInterval: (query) => (isSigningWaiting(query.state.data?.status) ? POLL_MS : false),
    staleTime: 0,
  });

/** The envelope's status, once there is an envelope. */
export function useSigningStatus(envelopeId: string | undefined, onFinal?: () => Promise<unknown>) {
  return useQuery({
    ...signingStatusQuery(envelopeId ?? '', onFinal),
    enabled: envelopeId !== undefined,
  });
}
