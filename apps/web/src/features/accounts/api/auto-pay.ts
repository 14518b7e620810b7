/**
 * GET /autoPay?loanId= (contract ZAutoPaySchema; decision 026): whether the loan pays itself, and with which card.
 * A failure — a 404 while the route is not there, a co-signer's refusal — hides the line: it is information, never
 * a reason to stop the loan's page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { loanKeys } from '../../../shared/loans/account-detail';
import { accountsSchema } from './accounts-schema';

export const autoPayQuery = (loanId: string) =>
  queryOptions({
    // under the loans' key: a payment or renewal that changes it refreshes it with them
    queryKey: [...loanKeys.all, 'autoPay', loanId] as const,
    queryFn: ({ signal }) =>
      apiGet('/autoPay', accountsSchema('ZAutoPaySchema'), { query: { loanId }, signal }),
    retry: false,
    ...cacheTier('short'),
  });

export const useAutoPay = (loanId: string, enabled: boolean) =>
  useQuery({ ...autoPayQuery(loanId), enabled: enabled && loanId !== '' });
