/**
 * The origination's calls (spec §7 Offers and origination): GET /originationInfo (the offer's terms and the
 * server's origination), POST /loanOriginate (with the submit's idempotency key; answers a messageKey) and GET
 * /loanOriginate?key= (polled every PAYMENT_POLL_INTERVAL_MS for at most the loan originate timeout, spec §9),
 * PUT /appraisalStatus (no thanks) and POST /phoneQueue (call me).
 */
import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLoanOriginateRequest, TLoanOriginateStatusResponse } from '@lender/contract';
import {
  LOAN_ORIGINATE_TIMEOUT_S,
  PAYMENT_POLL_INTERVAL_MS,
  parseTimeoutSetting,
} from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { apiGet, apiSend } from '../../../shared/http/client';
import { offerKeys } from '../../../shared/offers';
import { offersSchema } from '../offers-schema';

/** The prefix of the origination's keys: an answer to the appraisal or a signed agreement refreshes them. */
export const originationKeys = {
  all: ['origination'] as const,
};

export const originationInfoQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...originationKeys.all, 'info', applicationId] as const,
    queryFn: ({ signal }) =>
      apiGet('/originationInfo', offersSchema('ZOriginationInfoResponseSchema'), {
        query: { applicationId },
        signal,
        retryOnce: true,
      }),
    staleTime: 0,
  });

export const useOriginationInfo = (applicationId: string) =>
  useQuery({ ...originationInfoQuery(applicationId), enabled: applicationId !== '' });

export function useStartOriginate() {
  return useMutation({
    mutationFn: (request: TLoanOriginateRequest) =>
      apiSend('POST', '/loanOriginate', offersSchema('ZLoanOriginateStartResponseSchema'), request),
  });
}

export function useAppraisalStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { appraisalId: number; status: 'accepted' | 'declined' }) =>
      apiSend('PUT', '/appraisalStatus', offersSchema('ZAppraisalStatusResponseSchema'), request),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: offerKeys.all }),
        client.invalidateQueries({ queryKey: originationKeys.all }),
      ]),
  });
}

export function usePhoneQueue() {
  return useMutation({
    mutationFn: (appraisalId: number) =>
      apiSend('POST', '/phoneQueue', offersSchema('ZPhoneQueueResponseSchema'), { appraisalId }),
  });
}

/** POST /phoneQueue read as a query (OriginationCallMe): idempotent on the server, asked once a visit, the same answer again. */
export const phoneQueueQuery = (appraisalId: number) =>
  queryOptions({
    queryKey: [...originationKeys.all, 'phoneQueue', appraisalId] as const,
    queryFn: () =>
      apiSend('POST', '/phoneQueue', offersSchema('ZPhoneQueueResponseSchema'), { appraisalId }),
    staleTime: Infinity,
    retry: false,
  });

/** GET /loanOriginate?key=: where the origination stands (polled by useOriginatePoll). */
export const originationStatusQuery = (key: string) =>
  queryOptions({
    queryKey: [...originationKeys.all, 'status', key] as const,
    queryFn: ({ signal }) =>
      apiGet('/loanOriginate', offersSchema('ZLoanOriginateStatusResponseSchema'), {
        query: { key },
        signal,
      }),
    staleTime: 0,
    retry: false,
  });

export type OriginatePoll =
  | { phase: 'idle' }
  | { phase: 'polling'; failed: boolean }
  | { phase: 'done'; status: TLoanOriginateStatusResponse }
  | { phase: 'timedOut' };

/**
 * Polls GET /loanOriginate?key= every second until `isDone(answer)`, for at most the loan originate timeout
 * (server-overridable, parsed as an integer); then 'timedOut', and `retry` polls the same key again.
 */
export function useOriginatePoll(
  key: string | null,
  isDone: (status: TLoanOriginateStatusResponse) => boolean,
): { poll: OriginatePoll; retry: () => void } {
  const settings = useServerSettings();
  const timeoutMs =
    parseTimeoutSetting(settings.loanOriginateTimeout, LOAN_ORIGINATE_TIMEOUT_S) * 1000;
  // the key whose polling ran out of time (a new key, or a retry, polls for a full timeout again)
  const [timedOutKey, setTimedOutKey] = useState<string | null>(null);
  const timedOut = key !== null && timedOutKey === key;
  const query = useQuery({
    ...originationStatusQuery(key ?? ''),
    enabled: key !== null && !timedOut,
    refetchInterval: (q) =>
      q.state.data && isDone(q.state.data) ? false : PAYMENT_POLL_INTERVAL_MS,
  });
  const done = query.data !== undefined && isDone(query.data);

  useEffect(() => {
    if (key === null || done || timedOut) return undefined;
    const timer = setTimeout(() => setTimedOutKey(key), timeoutMs);
    return () => clearTimeout(timer);
  }, [key, done, timedOut, timeoutMs]);

  const retry = () => setTimedOutKey(null);
  if (key === null) return { poll: { phase: 'idle' }, retry };
  if (query.data && done) return { poll: { phase: 'done', status: query.data }, retry };
  if (timedOut) return { poll: { phase: 'timedOut' }, retry };
  return { poll: { phase: 'polling', failed: query.isError }, retry };
}
