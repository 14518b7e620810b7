/**
 * The loan being paid: GET /accountdetail (shared/loans: the query every feature shares, so a
 * payment's invalidation of `loanKeys.all` refreshes every loan view) and GET /personalInfo (the payer's own
 * record on the loan: name and contact for the receipt and the co-signer's code request).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPersonalInfoResponse } from '@lender/contract';
import { apiGet } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { paymentsSchema } from './payments-schema';

export { loanKeys, useAccountDetail as usePaymentLoan } from '../../../shared/loans/account-detail';

export function getPersonalInfo(
  loanId: string,
  signal?: AbortSignal,
): Promise<TPersonalInfoResponse> {
  return apiGet('/personalInfo', paymentsSchema('ZPersonalInfoResponseSchema'), {
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
