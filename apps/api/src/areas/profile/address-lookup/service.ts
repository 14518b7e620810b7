/**
 * The address type-ahead (spec §7 GET /addressPredictions, GET /addressDetails) over the address port: the search
 * term is checked with the domain's rule first; a place's parts must pass the profile's zip and state rules (a
 * provider's non-US place is answered as unknown), so what the form is filled with is what POST /customerinfo takes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { addressIssues, addressSearchIssue, normalizeAddressSearch } from '@lender/domain';
import type { TAddressDetailsResponse, TAddressPredictionsResponse } from '@lender/contract';
import { AddressLookupUnavailableError, type AddressPort } from '../../../integrations/address';
import { CodedError } from '../../../lib/errors';
import { text } from '../../../i18n';

const errors = {
  tooShort: () =>
    new CodedError(400, 'addressSearch.tooShort', text('address.searchTooShort'), 'query.search'),
  tooLong: () =>
    new CodedError(400, 'addressSearch.tooLong', text('address.searchTooLong'), 'query.search'),
  unknown: () =>
    new CodedError(404, 'addressDetails.notFound', text('address.placeUnknown'), 'query.placeId'),
  unavailable: () =>
    new CodedError(503, 'ServiceUnavailableException', text('address.lookupFailed')),
};

export interface AddressLookupService {
  predictions(query: {
    search: string;
    sessionToken: string;
  }): Promise<TAddressPredictionsResponse>;
  details(query: { placeId: string; sessionToken: string }): Promise<TAddressDetailsResponse>;
}

export function createAddressLookupService({
  port,
  log,
}: {
  port: AddressPort;
  log: FastifyBaseLogger;
}): AddressLookupService {
  /** A provider fault is logged (never the term) and answered 503: the borrower types the address by hand. */
  async function guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof AddressLookupUnavailableError)) throw error;
      log.warn({ err: error }, 'address lookup failed');
      throw errors.unavailable();
    }
  }

  return {
    async predictions({ search, sessionToken }) {
      const issue = addressSearchIssue(search);
      if (issue) throw issue === 'addressSearch.tooShort' ? errors.tooShort() : errors.tooLong();
      return {
        predictions: await guarded(() =>
          port.predictions(normalizeAddressSearch(search), sessionToken),
        ),
      };
    },
    async details({ placeId, sessionToken }) {
      const details = await guarded(() => port.details(placeId, sessionToken));
      if (!details || addressIssues(details, 'place').length > 0) throw errors.unknown();
      return details;
    },
  };
}
