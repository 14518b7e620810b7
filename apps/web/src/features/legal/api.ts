/** Config calls the legal screens make (spec §7 Referral and other → Config GET calls: /contacts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const legalSchema = lazySchemas(() => import('./legal-schemas'));

export const getContacts = () =>
  apiGet('/contacts', legalSchema('ZContactsResponseSchema'), { retryOnce: true });

export const contactsQuery = () =>
  queryOptions({
    queryKey: ['config', 'contacts'],
    queryFn: getContacts,
    ...cacheTier('long'),
  });

export function useContacts() {
  return useQuery(contactsQuery());
}
