/**
 * The loan being paid: GET /accountdetail (the same query key as the accounts screens, so a
 * payment's invalidation of ['accounts'] refreshes both) and GET /personalInfo (the payer's own
 * record on the loan: name and contact for the receipt and the co-signer's code request).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAccountDetailResponseSchema,
  ZPersonalInfoResponseSchema,
  type TAccountDetailResponse,
  type TPersonalInfoResponse,
} from '@lender/contract';
import { apiGet } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';

/** The accounts feature's keys: invalidating ['accounts'] after a payment refreshes every loan view. */
export const ACCOUNTS_KEY = ['accounts'] as const;

export function getPaymentLoan(
  loanId: string,
  signal?: AbortSignal,
): Promise<TAccountDetailResponse> {
  return apiGet('/accountdetail', ZAccountDetailResponseSchema, {
    query: { loanId },
    signal,
    retryOnce: true,
  });
}

export const paymentLoanQuery = (loanId: string) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'detail', loanId] as const,
    queryFn: ({ signal }) => getPaymentLoan(loanId, signal),
    ...cacheTier('short'),
  });

export const usePaymentLoan = (loanId: string) =>
  useQuery({ ...paymentLoanQuery(loanId), enabled: loanId !== '' });

export function getPersonalInfo(
  loanId: string,
  signal?: AbortSignal,
): Promise<TPersonalInfoResponse> {
  return apiGet('/personalInfo', ZPersonalInfoResponseSchema, {
    query: { loanId },
    signal,
    retryOnce: true,
  });
}

export const personalInfoQuery = (loanId: string) =>
  queryOptions({
    queryKey: ['payments', 'personalInfo', loanId] as const,
    queryFn: ({ signal }) => getPersonalInfo(loanId, signal),
    ...cacheTier('short'),
  });

/** Not for guests: a guest session may not read the loan parties' records. */
export const usePersonalInfo = (loanId: string, enabled = true) =>
  useQuery({ ...personalInfoQuery(loanId), enabled: enabled && loanId !== '' });
