/**
 * GET /settlementStatus (spec §7): where a loan's settlement stands — its step, what was paid toward it, what is left
 * and its tries. The settlement screens (offers) and the payment screens (payments) read this one query; a payment or
 * a signature refreshes it. While the agreement is signed and the loan not yet settled, every payment on the loan
 * counts toward the settlement (decision 045): useOpenSettlement gives the payment screens its account for the
 * domain's settlementPaymentCheck.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementAccountOf, type SettlementAccount } from '@lender/domain';
import type { TSettlementStatusResponse } from '@lender/contract';
import { apiGet } from '../http/client';
import { shellSchema } from '../http/shell-schema';
import { useSettlementOfferOn } from './api';

/** The prefix of the settlement's keys: a payment refreshes every loan's settlement status. */
export const settlementKeys = {
  all: ['settlement'] as const,
};

export const settlementStatusQuery = (loanId: string) =>
  queryOptions({
    queryKey: [...settlementKeys.all, 'status', loanId] as const,
    queryFn: ({ signal }) =>
      apiGet('/settlementStatus', shellSchema('ZSettlementStatusResponseSchema'), {
        query: { loanId },
        signal,
        retryOnce: true,
      }),
    staleTime: 0,
  });

export const useSettlementStatus = (loanId: string, enabled = true) =>
  useQuery({ ...settlementStatusQuery(loanId), enabled: enabled && loanId !== '' });

export interface OpenSettlement {
  status: TSettlementStatusResponse;
  account: SettlementAccount;
}

/**
 * The loan's signed, unsettled settlement, for the payment screens: `loading` while it is being read (the screen
 * waits rather than offer amounts the settlement would refuse), `settlement` once read (undefined when none governs).
 */
export function useOpenSettlement(
  loanId: string,
  enabled = true,
): { loading: boolean; settlement: OpenSettlement | undefined } {
  const offer = useSettlementOfferOn(loanId, enabled);
  const signed = offer?.settlementStep === 'pay';
  const status = useSettlementStatus(loanId, enabled && signed);
  if (!signed) return { loading: false, settlement: undefined };
  const data = status.data;
  if (!data) return { loading: status.isPending, settlement: undefined };
  return {
    loading: false,
    settlement:
      data.status === 'pay' ? { status: data, account: settlementAccountOf(data) } : undefined,
  };
}
