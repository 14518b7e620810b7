/**
 * The borrower's marketing profile (spec §7 POST and PUT /iterableProfile; decision 059): created when a new profile
 * finishes registration (her language and brand), updated when what it holds changes — her language, her home
 * address's state, the first name a referral-only profile gives. Only the domain's allowed data fields (the server
 * adds the analytics properties and obeys her communication preferences). Best effort, like the events: a failure is
 * never the borrower's concern, and nothing is sent without a signed-in borrower.
 */
import { apiSend } from '../http/client';
import {
  marketingRecordedSchema,
  marketingSession,
  type MarketingFields,
} from './marketing-events';

/** The body of POST/PUT /iterableProfile: the fields that hold a value. */
export function marketingProfileOf(fields: MarketingFields): { dataFields: MarketingFields } {
  return {
    dataFields: Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
    ),
  };
}

function send(method: 'POST' | 'PUT', fields: MarketingFields): void {
  if (!marketingSession()) return;
  apiSend(method, '/iterableProfile', marketingRecordedSchema, marketingProfileOf(fields)).catch(
    () => undefined,
  );
}

/** A new profile's marketing profile, once registration has signed her in. */
export const createMarketingProfile = (fields: MarketingFields): void => send('POST', fields);

/** What changed in her marketing profile (only the fields given). */
export const updateMarketingProfile = (fields: MarketingFields): void => send('PUT', fields);
