/**
 * The disclosures' calls (spec §7 Payment: GET/POST /refiallowedstatus, the location check and the restricted-state
 * consent; Documents: POST /loanSigning with documentType 'refinanceDisclosure'; GET /nextBusinessDate, the posting
 * date the new loan's terms count from). Money in cents.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRefiConsentRequest } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { nextBusinessDateQuery } from '../../shared/loans/next-business-date';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const disclosuresSchema = lazySchemas(() => import('./disclosures-schemas'));

export interface Position {
  latitude: number;
  longitude: number;
}

/** GET /refiallowedstatus?loanId=[&latitude&longitude]: may the borrower renew from here, and does the store's state ask for consent. Not cached: the answer changes with the consent. */
export const refiAllowedStatusQuery = (loanId: string, position: Position | null) =>
  queryOptions({
    queryKey: [
      'disclosures',
      'refiAllowedStatus',
      loanId,
      position?.latitude,
      position?.longitude,
    ] as const,
    queryFn: ({ signal }) =>
      apiGet('/refiallowedstatus', disclosuresSchema('ZRefiAllowedStatusResponseSchema'), {
        query: { loanId, ...(position ?? {}) },
        signal,
        retryOnce: true,
      }),
    staleTime: 0,
  });

export const useRefiAllowedStatus = (loanId: string, position: Position | null, enabled: boolean) =>
  useQuery({ ...refiAllowedStatusQuery(loanId, position), enabled: enabled && loanId !== '' });

/** POST /refiallowedstatus: the borrower's answer to the restricted-state consent. */
export const recordRefiConsent = (request: TRefiConsentRequest) =>
  apiSend('POST', '/refiallowedstatus', disclosuresSchema('ZRefiConsentResponseSchema'), request);

/** GET /nextBusinessDate (retried once, spec §7): the date the renewal posts, from which the new loan's term counts. The one query (shared/loans) the payments feature reads too. */
export const usePostingDate = (lmsId: string | undefined) =>
  useQuery({
    ...nextBusinessDateQuery(lmsId ?? '', disclosuresSchema('ZNextBusinessDateResponseSchema')),
    enabled: Boolean(lmsId),
  });

/** How often the waiting step asks whether the other party signed (decision 054). */
export const OTHER_PARTY_POLL_MS = 2_000;

/**
 * GET /loanSigning?envelopeId= of the caller's signed refinance disclosure: its `otherParty` says whether the
 * co-signed loan's other party signed the same renewal. Asked again every OTHER_PARTY_POLL_MS until they have.
 */
export const otherPartyQuery = (envelopeId: string) =>
  queryOptions({
    queryKey: ['disclosures', 'otherParty', envelopeId] as const,
    queryFn: ({ signal }) =>
      apiGet('/loanSigning', disclosuresSchema('ZLoanSigningResponseSchema'), {
        query: { envelopeId },
        signal,
      }),
    refetchInterval: (query) => {
      const other = query.state.data?.otherParty;
      return other && !other.signed && other.canSignOnline ? OTHER_PARTY_POLL_MS : false;
    },
    staleTime: 0,
  });

export const useOtherParty = (envelopeId: string | undefined) =>
  useQuery({ ...otherPartyQuery(envelopeId ?? ''), enabled: Boolean(envelopeId) });
