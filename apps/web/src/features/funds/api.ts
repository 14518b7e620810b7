/**
 * Draw calls (spec §4 asynchronous start + status, §7 POST/GET /draw, contract funds/draw.ts): the
 * line's draw limits, the draw (a messageKey at once) and its status by key (its confirmation carries the draw's
 * confirmation number: issue 48). The loan itself is read
 * through the shared account-detail query, the cards through shared/cards.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDrawRequest } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { lazySchemas } from '../../shared/http/lazy-schemas';
import { READ_WITH_THE_TAP_MS } from '../../shared/query/cache-tiers';

const fundsSchema = lazySchemas(() => import('./funds-schemas'));

/** The prefix of the funds' keys: a draw refreshes its limits and its reference. */
export const fundsKeys = {
  all: ['funds'] as const,
};

/**
 * Never cached past the tap that opened the screen (decision 081): the available credit moves with every payment, draw
 * and cancel.
 */
export const drawLimitsQuery = (loanId: string) =>
  queryOptions({
    queryKey: [...fundsKeys.all, 'limits', loanId] as const,
    queryFn: ({ signal }) =>
      apiGet('/drawLimits', fundsSchema('ZDrawLimitsResponseSchema'), {
        query: { loanId },
        signal,
        retryOnce: true,
      }),
    staleTime: READ_WITH_THE_TAP_MS,
  });

export const useDrawLimits = (loanId: string) =>
  useQuery({ ...drawLimitsQuery(loanId), enabled: loanId !== '' });

/** No automatic retry: the same idempotency key again answers the same messageKey, but the screen decides. */
export const startDraw = (request: TDrawRequest) =>
  apiSend('POST', '/draw', fundsSchema('ZDrawStartResponseSchema'), request);

export const getDrawStatus = (key: string, signal?: AbortSignal) =>
  apiGet('/draw', fundsSchema('ZDrawStatusResponseSchema'), { query: { key }, signal });
