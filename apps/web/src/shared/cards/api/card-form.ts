/**
 * The hosted card form's calls (spec §7): GET /cardFormKey (a fresh form session per form shown),
 * GET /cardSecureAcceptance (what the processor captured: token, names, last 4, type) and
 * POST /cardLookup (what the processor knows of a BIN).
 */
import { useQuery } from '@tanstack/react-query';
import {
  ZCardFormKeyResponseSchema,
  ZCardLookupResponseSchema,
  ZCardSecureAcceptanceResponseSchema,
  type TCardFormKeyResponse,
  type TCardLookupResponse,
  type TCardSecureAcceptanceResponse,
} from '@lender/contract';
import { apiGet, apiSend } from '../../http/client';

export type CardTransactionType = 'payment' | 'disburse' | 'cashOut';

export function getCardFormKey(
  transactionType: CardTransactionType,
  origin: string,
  signal?: AbortSignal,
): Promise<TCardFormKeyResponse> {
  return apiGet('/cardFormKey', ZCardFormKeyResponseSchema, { query: { transactionType, origin }, signal });
}

/**
 * A form session for this page's origin. Never cached: each mount (and each retry) starts a new
 * session, and a window refocus does not swap the form under the user's fingers.
 */
export const useCardFormKey = (transactionType: CardTransactionType) =>
  useQuery({
    queryKey: ['cards', 'formKey', transactionType] as const,
    queryFn: ({ signal }) => getCardFormKey(transactionType, window.location.origin, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function getCardSecureAcceptance(transactionUuid: string, signal?: AbortSignal): Promise<TCardSecureAcceptanceResponse> {
  return apiGet('/cardSecureAcceptance', ZCardSecureAcceptanceResponseSchema, { query: { transactionUuid }, signal });
}

/** What the processor captured for a completed form (never cached: it names a one-time session). */
export const useCardSecureAcceptance = (transactionUuid: string | undefined) =>
  useQuery({
    queryKey: ['cards', 'secureAcceptance', transactionUuid] as const,
    queryFn: ({ signal }) => getCardSecureAcceptance(transactionUuid ?? '', signal),
    enabled: Boolean(transactionUuid),
    staleTime: 0,
    gcTime: 0,
  });

export function lookupCard(cardBin: string): Promise<TCardLookupResponse> {
  return apiSend('POST', '/cardLookup', ZCardLookupResponseSchema, { cardBin });
}
