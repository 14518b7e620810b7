/**
 * Marketing events and profiles (spec §7 POST /iterableEvent, POST and PUT /iterableProfile; "Analytics … carry the
 * properties environment, site_brand, application_type and profile_id"). What may reach the marketing service: an
 * allow-list of event names and of data fields, and no value that looks like a secret — whatever its field is
 * called. Each issue names its field and a code.
 */
import { passesLuhn } from '../validation/luhn';

/** The events the app may record (sign-in and sign-out, spec §4; the profile screens, issue 15). */
export const MARKETING_EVENT_NAMES = [
  'signIn',
  'signOut',
  'sessionTimeout',
  'trustedDeviceConfirmed',
  'profileViewed',
  'addressUpdated',
  'preferencesUpdated',
  'bankAccountAdded',
  'referralShared',
  'pwaInstalled',
] as const;
export type MarketingEventName = (typeof MARKETING_EVENT_NAMES)[number];

/** The data fields an event or profile may carry (besides the spec §7 properties the server adds itself). */
export const MARKETING_DATA_FIELDS = [
  'method',
  'guest',
  'limitMinutes',
  'screen',
  'source',
  'language',
  'brand',
  'loanCount',
  'preference',
  'state',
  'firstName',
  'platform',
] as const;
export type MarketingDataField = (typeof MARKETING_DATA_FIELDS)[number];

/** The spec §7 analytics properties, set by the server only (a client sending one is refused). */
export const MARKETING_ANALYTICS_PROPERTIES = [
  'environment',
  'site_brand',
  'application_type',
  'profile_id',
] as const;

export type MarketingDataValue = string | number | boolean;

export interface MarketingIssue {
  /** 'eventName', or 'dataFields.<name>' */
  field: string;
  code: 'marketing.eventNotAllowed' | 'marketing.fieldNotAllowed' | 'marketing.secretValue';
}

export const isMarketingEventName = (name: string): name is MarketingEventName =>
  (MARKETING_EVENT_NAMES as readonly string[]).includes(name);
const isAllowedField = (name: string): name is MarketingDataField =>
  (MARKETING_DATA_FIELDS as readonly string[]).includes(name);

/**
 * A value that may be a secret: a card number (13–19 digits passing Luhn, spaces or hyphens allowed), an SSN
 * (ddd-dd-dddd or 9 digits), any run of 6 or more digits (account, routing and phone numbers, codes), a JWT or a
 * long token-like string (24+ characters of letters, digits, _ - + / = with no space).
 */
export function looksSecret(value: MarketingDataValue): boolean {
  if (typeof value !== 'string')
    return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 100_000;
  const compact = value.replace(/[\s-]/g, '');
  if (/^\d{13,19}$/.test(compact) && passesLuhn(compact)) return true;
  if (/\b\d{3}-\d{2}-\d{4}\b/.test(value)) return true;
  if (/\d{6,}/.test(value.replace(/[\s().-]/g, ''))) return true;
  if (/^eyJ[\w-]+\.[\w-]+\./.test(value)) return true;
  return /[A-Za-z0-9_\-+/=]{24,}/.test(value);
}

/** Every issue of an event (or a profile: no event name) and its data fields; empty: it may be recorded. */
export function marketingIssues(input: {
  eventName?: string;
  dataFields: Readonly<Record<string, MarketingDataValue>>;
}): MarketingIssue[] {
  const issues: MarketingIssue[] = [];
  if (input.eventName !== undefined && !isMarketingEventName(input.eventName))
    issues.push({ field: 'eventName', code: 'marketing.eventNotAllowed' });
  for (const [name, value] of Object.entries(input.dataFields)) {
    if (!isAllowedField(name))
      issues.push({ field: `dataFields.${name}`, code: 'marketing.fieldNotAllowed' });
    else if (looksSecret(value))
      issues.push({ field: `dataFields.${name}`, code: 'marketing.secretValue' });
  }
  return issues;
}
