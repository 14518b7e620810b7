/**
 * Referral rewards calls (spec §7 Referral and other, contract referrals.ts): stats, balance
 * history, shares, scans, the payee profile, the card the hosted form took, and the cash-out
 * (messageKey at once, then its status by key).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCardSecureAcceptanceResponseSchema,
  ZCashOutStartResponseSchema,
  ZCashOutStatusResponseSchema,
  ZReferralBalanceHistoryResponseSchema,
  ZReferralProfileSchema,
  ZReferralScanResponseSchema,
  ZReferralShareResponseSchema,
  ZReferralStatsResponseSchema,
  type TCashOutRequest,
  type TReferralProfileUpdate,
  type TReferralShareRequest,
} from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';

export const referralKeys = {
  all: ['referral'] as const,
  stats: ['referral', 'stats'] as const,
  history: ['referral', 'history'] as const,
  profile: ['referral', 'profile'] as const,
};

export const useReferralStats = () =>
  useQuery({
    queryKey: referralKeys.stats,
    queryFn: ({ signal }) => apiGet('/referralStats', ZReferralStatsResponseSchema, { signal, retryOnce: true }),
    ...cacheTier('short'),
  });

/** Only asked when the server's referralBalanceHistory setting is on (the call is a 404 otherwise). */
export const useReferralHistory = (enabled: boolean) =>
  useQuery({
    queryKey: referralKeys.history,
    queryFn: ({ signal }) =>
      apiGet('/referralBalanceHistory', ZReferralBalanceHistoryResponseSchema, { signal, retryOnce: true }),
    enabled,
    ...cacheTier('short'),
  });

/** Fire and forget: a share that cannot be recorded is not the user's problem. */
export function recordShare(request: TReferralShareRequest): void {
  void apiSend('POST', '/referralShare', ZReferralShareResponseSchema, request).catch(() => undefined);
}

export const recordScan = (shortCode: string) =>
  apiSend('POST', '/referralScans', ZReferralScanResponseSchema, { shortCode });

export const getReferralProfile = (signal?: AbortSignal) =>
  apiGet('/referralProfile', ZReferralProfileSchema, { signal, retryOnce: true });

export const useReferralProfile = () =>
  useQuery({ queryKey: referralKeys.profile, queryFn: ({ signal }) => getReferralProfile(signal), staleTime: 0 });

export function useUpdateReferralProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TReferralProfileUpdate) => apiSend('PUT', '/referralProfile', ZReferralProfileSchema, update),
    onSuccess: (profile) => queryClient.setQueryData(referralKeys.profile, profile),
  });
}

/** What the completed hosted form took (GET /cardSecureAcceptance), canDisburse included. */
export const getSecureAcceptance = (transactionUuid: string) =>
  apiGet('/cardSecureAcceptance', ZCardSecureAcceptanceResponseSchema, { query: { transactionUuid } });

/** No automatic retry: the same request again answers the same messageKey, but the screen decides. */
export const startCashOut = (request: TCashOutRequest) =>
  apiSend('POST', '/cashOut', ZCashOutStartResponseSchema, request);

export const getCashOutStatus = (messageKey: string, signal?: AbortSignal) =>
  apiGet('/cashOut', ZCashOutStatusResponseSchema, { query: { messageKey }, signal });
