/**
 * GET /payoffQuote (issue 13): a loan's payoff good through a date (today … today + 10 days), short cache
 * tier; GET /payoffQuotePdf: the same quote as a PDF, saved as a download.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayoffQuoteQuery, TPayoffQuoteResponse } from '@lender/contract';
import { apiGet } from '../../../shared/http/client';
import { loadChunk } from '../../../shared/chunks/load-chunk';
import { safeFileName } from '../../../shared/http/pdf-file-name';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { accountsSchema } from './accounts-schema';

export function getPayoffQuote(
  query: TPayoffQuoteQuery,
  signal?: AbortSignal,
): Promise<TPayoffQuoteResponse> {
  return apiGet('/payoffQuote', accountsSchema('ZPayoffQuoteResponseSchema'), {
    query: { ...query },
    signal,
    retryOnce: true,
  });
}

export const payoffQuoteQuery = (query: TPayoffQuoteQuery) =>
  queryOptions({
    queryKey: ['accounts', 'payoffQuote', query.loanId, query.lmsId, query.goodThrough] as const,
    queryFn: ({ signal }) => getPayoffQuote(query, signal),
    ...cacheTier('short'),
  });

/** The quote; not fetched while `enabled` is false (a date outside the range). */
export const usePayoffQuote = (query: TPayoffQuoteQuery, enabled: boolean) =>
  useQuery({ ...payoffQuoteQuery(query), enabled });

export const payoffQuotePdfUrl = ({ loanId, lmsId, goodThrough }: TPayoffQuoteQuery) =>
  `/api/payoffQuotePdf?${new URLSearchParams({ loanId, lmsId, goodThrough }).toString()}`;

export const payoffQuoteFileName = ({ lmsId, goodThrough }: TPayoffQuoteQuery) =>
  safeFileName(`${lmsId}-payoff-quote-${goodThrough}.pdf`);

/** The PDF's fetch-and-save code loads with the tap (AccountDetails links none of it before its paint). */
export async function downloadPayoffQuote(query: TPayoffQuoteQuery): Promise<void> {
  const { getPdf, showPdf } = await loadChunk(() => import('../../../shared/http/pdf'));
  return showPdf(
    () => getPdf('/payoffQuotePdf', { ...query }),
    'download',
    payoffQuoteFileName(query),
  );
}
