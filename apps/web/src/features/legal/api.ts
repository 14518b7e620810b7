/** Config calls the legal screens make (spec §7 Referral and other → Config GET calls: /contacts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContactsResponseSchema } from '@lender/contract';
import { apiGet } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';

export const getContacts = () => apiGet('/contacts', ZContactsResponseSchema, { retryOnce: true });

export const contactsQuery = () =>
  queryOptions({
    queryKey: ['config', 'contacts'],
    queryFn: getContacts,
    ...cacheTier('long'),
  });

export function useContacts() {
  return useQuery(contactsQuery());
}
