/**
 * GET /nextBusinessDate?lmsId= (spec §7 Payment: retried once): the business date and the date a payment made now
 * posts, short cache tier (it moves at the daily cut-off). The payments feature (ReviewPayment) and the disclosures
 * feature (the renewal's terms count from the posting date) read this one query and share its cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ZNextBusinessDateResponseSchema } from '@lender/contract';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';

/**
 * The response schema's loader, from the reading feature's own schema chunk: a read moved here loads no schema chunk
 * the feature did not load before (issue 11).
 */
export type NextBusinessDateSchema = () => Promise<typeof ZNextBusinessDateResponseSchema>;

export const nextBusinessDateQuery = (lmsId: string, schema: NextBusinessDateSchema) =>
  queryOptions({
    queryKey: ['payments', 'nextBusinessDate', lmsId] as const,
    queryFn: ({ signal }) =>
      apiGet('/nextBusinessDate', schema, { query: { lmsId }, signal, retryOnce: true }),
    ...cacheTier('short'),
  });
