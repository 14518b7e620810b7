/**
 * GET /autoPay?loanId= (contract ZAutoPaySchema; decisions 026, 056): whether the loan pays itself, with which card,
 * whether the borrower may enrol it, what the next due date charges and what the last one did. One query for the
 * loan's details (accounts) and the auto-pay screens (auto-pay), under the loans' key: a payment, a renewal or a change
 * of auto-pay refreshes it with them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../http/client';
import { lazySchemas } from '../http/lazy-schemas';
import { cacheTier } from '../query/cache-tiers';
import { loanKeys } from './account-detail';

export const autoPaySchema = lazySchemas(() => import('./auto-pay-schemas'));
/** GET /autoPay's answer schema (apiGet; buildSchemasAhead) */
export const autoPayAnswerSchema = autoPaySchema('ZAutoPaySchema');

export const autoPayQuery = (loanId: string) =>
  queryOptions({
    queryKey: [...loanKeys.all, 'autoPay', loanId] as const,
    queryFn: ({ signal }) => apiGet('/autoPay', autoPayAnswerSchema, { query: { loanId }, signal }),
    retry: false,
    ...cacheTier('short'),
  });

export const useAutoPay = (loanId: string, enabled: boolean) =>
  useQuery({ ...autoPayQuery(loanId), enabled: enabled && loanId !== '' });
