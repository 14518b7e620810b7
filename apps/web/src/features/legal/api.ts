/** Config calls the legal screens make (spec §7 Referral and other → Config GET calls: /contacts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandCode } from '@lender/domain';
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

/** GET /videoUrl (spec §7): the brand's help video (decision 060). */
export const getVideoUrl = (brand: BrandCode) =>
  apiGet(`/videoUrl?brand=${brand}`, legalSchema('ZVideoUrlResponseSchema'), { retryOnce: true });

export const videoUrlQuery = (brand: BrandCode) =>
  queryOptions({
    queryKey: ['config', 'videoUrl', brand],
    queryFn: () => getVideoUrl(brand),
    ...cacheTier('long'),
  });

export function useVideoUrl(brand: BrandCode) {
  return useQuery(videoUrlQuery(brand));
}
