/**
 * The disclosures' calls (spec §7 Payment: GET/POST /refiallowedstatus, the location check and the restricted-state
 * consent; Documents: POST /loanSigning with documentType 'refinanceDisclosure'; GET /nextBusinessDate, the posting
 * date the new loan's terms count from). Money in cents.
 */
import { useQuery } from '@tanstack/react-query';
import type { TRefiConsentRequest } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const disclosuresSchema = lazySchemas(() => import('./disclosures-schemas'));

export interface Position {
  latitude: number;
  longitude: number;
}

export const disclosuresKeys = {
  allowed: (loanId: string, position: Position | null) =>
    ['disclosures', 'refiAllowedStatus', loanId, position?.latitude, position?.longitude] as const,
};

/** GET /refiallowedstatus?loanId=[&latitude&longitude]: may the borrower renew from here, and does the store's state ask for consent. Not cached: the answer changes with the consent. */
export const useRefiAllowedStatus = (loanId: string, position: Position | null, enabled: boolean) =>
  useQuery({
    queryKey: disclosuresKeys.allowed(loanId, position),
    queryFn: ({ signal }) =>
      apiGet('/refiallowedstatus', disclosuresSchema('ZRefiAllowedStatusResponseSchema'), {
        query: { loanId, ...(position ?? {}) },
        signal,
        retryOnce: true,
      }),
    enabled: enabled && loanId !== '',
    staleTime: 0,
  });

/** POST /refiallowedstatus: the borrower's answer to the restricted-state consent. */
export const recordRefiConsent = (request: TRefiConsentRequest) =>
  apiSend('POST', '/refiallowedstatus', disclosuresSchema('ZRefiConsentResponseSchema'), request);

/** GET /nextBusinessDate (retried once, spec §7): the date the renewal posts, from which the new loan's term counts. Shares the payments feature's cache entry. */
export const usePostingDate = (lmsId: string | undefined) =>
  useQuery({
    queryKey: ['payments', 'nextBusinessDate', lmsId] as const,
    queryFn: ({ signal }) =>
      apiGet('/nextBusinessDate', disclosuresSchema('ZNextBusinessDateResponseSchema'), {
        query: { lmsId: lmsId ?? '' },
        signal,
        retryOnce: true,
      }),
    enabled: Boolean(lmsId),
    ...cacheTier('short'),
  });
