/**
 * Referral rewards calls (spec §7 Referral and other, contract referrals.ts): stats, balance
 * history, shares, scans, the payee profile, the card the hosted form took, and the cash-out
 * (messageKey at once, then its status by key).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCashOutRequest,
  TReferralProfileUpdate,
  TReferralShareRequest,
} from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const referralSchema = lazySchemas(() => import('./referral-schemas'));

/** The prefix of the referral's keys: a cash-out refreshes the stats, the history and the profile. */
export const referralKeys = {
  all: ['referral'] as const,
};

export const referralStatsQuery = () =>
  queryOptions({
    queryKey: [...referralKeys.all, 'stats'] as const,
    queryFn: ({ signal }) =>
      apiGet('/referralStats', referralSchema('ZReferralStatsResponseSchema'), {
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export const useReferralStats = () => useQuery(referralStatsQuery());

export const referralHistoryQuery = () =>
  queryOptions({
    queryKey: [...referralKeys.all, 'history'] as const,
    queryFn: ({ signal }) =>
      apiGet('/referralBalanceHistory', referralSchema('ZReferralBalanceHistoryResponseSchema'), {
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

/** Only asked when the server's referralBalanceHistory setting is on (the call is a 404 otherwise). */
export const useReferralHistory = (enabled: boolean) =>
  useQuery({ ...referralHistoryQuery(), enabled });

/** Fire and forget: a share that cannot be recorded is not the user's problem. */
export function recordShare(request: TReferralShareRequest): void {
  void apiSend(
    'POST',
    '/referralShare',
    referralSchema('ZReferralShareResponseSchema'),
    request,
  ).catch(() => undefined);
}

export const recordScan = (shortCode: string) =>
  apiSend('POST', '/referralScans', referralSchema('ZReferralScanResponseSchema'), { shortCode });

export const getReferralProfile = (signal?: AbortSignal) =>
  apiGet('/referralProfile', referralSchema('ZReferralProfileSchema'), { signal, retryOnce: true });

/** Never cached: what is missing for a payout decides the next screen. */
export const referralProfileQuery = () =>
  queryOptions({
    queryKey: [...referralKeys.all, 'profile'] as const,
    queryFn: ({ signal }) => getReferralProfile(signal),
    staleTime: 0,
  });

export const useReferralProfile = () => useQuery(referralProfileQuery());

/** The payee profile's own rules (the contract's schema), for its form's check before PUT /referralProfile. */
export const profileUpdateSchema = referralSchema('ZReferralProfileUpdateSchema');

export function useUpdateReferralProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TReferralProfileUpdate) =>
      apiSend('PUT', '/referralProfile', referralSchema('ZReferralProfileSchema'), update),
    onSuccess: (profile) => queryClient.setQueryData(referralProfileQuery().queryKey, profile),
  });
}

/** What the completed hosted form took (GET /cardSecureAcceptance), canDisburse included. */
export const getSecureAcceptance = (transactionUuid: string) =>
  apiGet('/cardSecureAcceptance', referralSchema('ZCardSecureAcceptanceResponseSchema'), {
    query: { transactionUuid },
  });

/** No automatic retry: the same request again answers the same messageKey, but the screen decides. */
export const startCashOut = (request: TCashOutRequest) =>
  apiSend('POST', '/cashOut', referralSchema('ZCashOutStartResponseSchema'), request);

export const getCashOutStatus = (messageKey: string, signal?: AbortSignal) =>
  apiGet('/cashOut', referralSchema('ZCashOutStatusResponseSchema'), {
    query: { messageKey },
    signal,
  });
