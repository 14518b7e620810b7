/** The hosted card form's calls (spec §7): GET /cardFormKey, a fresh form session per form shown; POST /cardLookup. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCardFormKeyResponse } from '@lender/contract';
import { apiGet, apiSend } from '../../http/client';
import { cardsSchema } from './cards-schema';

export type CardTransactionType = 'payment' | 'disburse' | 'cashOut';

export function getCardFormKey(
  transactionType: CardTransactionType,
  origin: string,
  signal?: AbortSignal,
): Promise<TCardFormKeyResponse> {
  return apiGet('/cardFormKey', cardsSchema('ZCardFormKeyResponseSchema'), {
    query: { transactionType, origin },
    signal,
  });
}

/**
 * A form session for this page's origin. Never cached: each mount (and each retry) starts a new
 * session, and a window refocus does not swap the form under the user's fingers. Its key is not
 * under the cards' ['cards'] key: a card mutation refreshes the saved cards, and must not start a
 * new form session (nor hold a failed save's message behind 'Loading the secure card form…').
 */
export const cardFormKeyQuery = (transactionType: CardTransactionType) =>
  queryOptions({
    queryKey: ['cardFormKey', transactionType] as const,
    queryFn: ({ signal }) => getCardFormKey(transactionType, window.location.origin, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // a session, not a text: a new language must not swap the form (and what was typed in it) for a new session
    meta: { keepOnLanguageChange: true },
  });

export const useCardFormKey = (transactionType: CardTransactionType) =>
  useQuery(cardFormKeyQuery(transactionType));

/**
 * POST /cardLookup (spec §7 Cards): what the processor knows of the card being typed, by its first 8 digits (the
 * hosted form posts them), before she submits. A lookup, not a change: cached by BIN for the session, not retried.
 */
export const cardLookupQuery = (cardBin: string) =>
  queryOptions({
    queryKey: ['cardLookup', cardBin] as const,
    queryFn: ({ signal }) =>
      apiSend(
        'POST',
        '/cardLookup',
        cardsSchema('ZCardLookupResponseSchema'),
        { cardBin },
        { signal },
      ),
    staleTime: Infinity,
    retry: false,
    meta: { keepOnLanguageChange: true },
  });

export const useCardLookup = (cardBin: string) =>
  useQuery({ ...cardLookupQuery(cardBin), enabled: /^\d{8}$/.test(cardBin) });
