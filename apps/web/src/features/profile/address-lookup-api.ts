/**
 * The address type-ahead's calls (spec §7 GET /addressPredictions, GET /addressDetails): predictions for the street
 * line once the domain's search rule holds and typing has paused, and a chosen place's parts. One session token per
 * typing session (the provider bills by session): a new one after each choice.
 */
import { useCallback, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddressDetailsResponse } from '@lender/contract';
import { addressSearchIssue, normalizeAddressSearch } from '@lender/domain';
import { apiGet } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value';
import { profileSchema } from './profile-schema';

export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

const newSessionToken = () =>
  globalThis.crypto?.randomUUID
    ? globalThis.crypto.randomUUID()
    : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function useAddressSession() {
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  const renew = useCallback(() => setSessionToken(newSessionToken()), []);
  return { sessionToken, renew };
}

/** Predictions for a normalized search (keyed by the search, not by the session's token). */
export const addressPredictionsQuery = (search: string, sessionToken: string) =>
  queryOptions({
    queryKey: ['profile', 'addressPredictions', search] as const,
    queryFn: ({ signal }) =>
      apiGet('/addressPredictions', profileSchema('ZAddressPredictionsResponseSchema'), {
        query: { search, sessionToken },
        signal,
      }),
    retry: false,
    ...cacheTier('short'),
  });

/** A chosen place's parts. */
export const addressDetailsQuery = (placeId: string, sessionToken: string) =>
  queryOptions({
    queryKey: ['profile', 'addressDetails', placeId] as const,
    queryFn: ({ signal }) =>
      apiGet('/addressDetails', profileSchema('ZAddressDetailsResponseSchema'), {
        query: { placeId, sessionToken },
        signal,
      }),
    ...cacheTier('long'),
  });

/** Predictions for `typed` (while `enabled`): `pending` from the keystroke until the answer, `searchable` once the rule holds. */
export function useAddressPredictions(typed: string, sessionToken: string, enabled: boolean) {
  // a value she did not type (the saved address, a chosen place) is never searched
  const search = normalizeAddressSearch(
    useDebouncedValue(enabled ? typed : '', ADDRESS_SEARCH_DEBOUNCE_MS),
  );
  const searchable = enabled && addressSearchIssue(search) === null;
  const query = useQuery({
    ...addressPredictionsQuery(search, sessionToken),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  const waiting = searchable && (query.isFetching || normalizeAddressSearch(typed) !== search);
  return {
    predictions: searchable ? (query.data?.predictions ?? []) : [],
    searchable: enabled && addressSearchIssue(typed) === null,
    waiting,
    failed: query.isError,
  };
}

/** The parts of a chosen place (asked once per place). */
export function useFetchAddressDetails(): (
  placeId: string,
  sessionToken: string,
) => Promise<TAddressDetailsResponse> {
  const client = useQueryClient();
  return useCallback(
    (placeId, sessionToken) => client.fetchQuery(addressDetailsQuery(placeId, sessionToken)),
    [client],
  );
}
