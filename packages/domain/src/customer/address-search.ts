import type { AddressInput } from './profile';

/**
 * The address type-ahead (spec §7 GET /addressPredictions): what a search term must hold before it is sent, the same
 * on the web (no call before it) and on the server (400 before the provider is asked).
 */

export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const ADDRESS_SEARCH_MAX_LENGTH = 100;

/** The term as sent: spaces collapsed, trimmed. */
export function normalizeAddressSearch(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** 'addressSearch.tooShort' below 3 characters (after normalizing), 'addressSearch.tooLong' above 100; null: search. */
export function addressSearchIssue(
  value: string,
): 'addressSearch.tooShort' | 'addressSearch.tooLong' | null {
  const term = normalizeAddressSearch(value);
  if (term.length < ADDRESS_SEARCH_MIN_LENGTH) return 'addressSearch.tooShort';
  return term.length > ADDRESS_SEARCH_MAX_LENGTH ? 'addressSearch.tooLong' : null;
}

/**
 * The address a picked suggestion makes: every line replaced — street, city, state, ZIP, and the apartment line
 * emptied (a suggestion names no unit; keeping the old "Apt 4" under a new street was a trap, issue 48).
 */
export function addressFromSuggestion(place: {
  line1: string;
  city: string;
  state: string;
  zip: string;
}): AddressInput {
  return { line1: place.line1, line2: '', city: place.city, state: place.state, zip: place.zip };
}
