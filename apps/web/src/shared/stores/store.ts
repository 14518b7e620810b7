/**
 * GET /store?storeId= (spec §7 Referral and other: retried once): a store's address, phone and hours, medium cache
 * tier. The stores feature (StoreDetails) and the recovery feature (the loan's store) read this one query.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ZStoreResponseSchema } from '@lender/contract';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';

/**
 * The response schema's loader, from the reading feature's own schema chunk: a read moved here loads no schema chunk
 * the feature did not load before (issue 11).
 */
export type StoreSchema = () => Promise<typeof ZStoreResponseSchema>;

export const storeQuery = (storeId: number, schema: StoreSchema) =>
  queryOptions({
    queryKey: ['stores', 'store', storeId] as const,
    queryFn: ({ signal }) =>
      apiGet('/store', schema, { query: { storeId }, signal, retryOnce: true }),
    ...cacheTier('medium'),
  });
