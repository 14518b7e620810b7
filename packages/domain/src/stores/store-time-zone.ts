/**
 * The time zone a borrower's times are shown in: her store's (issue 48 — a signing page said "closes at
 * 2026-12-01 23:07 UTC"). A store's zone follows its state, with the cities of the states that span two zones
 * named; and a time is written as the borrower reads a clock: date, 12-hour time and the zone's short name
 * ("12/01/2026, 5:07 PM CST"), in English or Spanish.
 */
import { DEFAULT_TIME_ZONE } from '../constants/defaults';
import { zonedParts } from './time-zone';

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';

/** Each state's (and DC's) zone where most of its people live. */
const STATE_ZONES: Readonly<Record<string, string>> = {
  AL: CT,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CT,
  CA: PT,
  CO: MT,
  CT: ET,
  DC: ET,
  DE: ET,
  FL: ET,
  GA: ET,
  HI: 'Pacific/Honolulu',
  IA: CT,
  ID: MT,
  IL: CT,
  IN: 'America/Indiana/Indianapolis',
  KS: CT,
  KY: ET,
  LA: CT,
  MA: ET,
  MD: ET,
  ME: ET,
  MI: 'America/Detroit',
  MN: CT,
  MO: CT,
  MS: CT,
  MT: MT,
  NC: ET,
  ND: CT,
  NE: CT,
  NH: ET,
  NJ: ET,
  NM: MT,
  NV: PT,
  NY: ET,
  OH: ET,
  OK: CT,
  OR: PT,
  PA: ET,
  RI: ET,
  SC: ET,
  SD: CT,
  TN: CT,
  TX: CT,
  UT: MT,
  VA: ET,
  VT: ET,
  WA: PT,
  WI: CT,
  WV: ET,
  WY: MT,
};

/** Cities in the other zone of a state that spans two. */
const CITY_ZONES: Readonly<Record<string, string>> = {
  'TX:el paso': MT,
  'FL:pensacola': CT,
  'FL:panama city': CT,
  'TN:knoxville': ET,
  'TN:chattanooga': ET,
  'KY:louisville': ET,
  'KY:bowling green': CT,
  'ID:boise': MT,
  'ID:coeur d’alene': PT,
  'OR:ontario': MT,
};

/** The IANA time zone of a store in `state` (2 letters) and `city`; the business zone when the state is unknown. */
export function storeTimeZone(state: string, city?: string): string {
  const code = state.trim().toUpperCase();
  const byCity = city ? CITY_ZONES[`${code}:${city.trim().toLowerCase()}`] : undefined;
  return byCity ?? STATE_ZONES[code] ?? DEFAULT_TIME_ZONE;
}

/** '12/01/2026, 5:07 PM CST' ('01/12/2026, 5:07 p. m. CST' in Spanish): the instant on the store's clock. */
export function formatLocalDateTime(
  instant: Date,
  timeZone: string,
  language: 'en' | 'es',
): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** The store's calendar date of an instant, 'YYYY-MM-DD' (a settlement's "valid through" day). */
export function localDateOf(instant: Date, timeZone: string): string {
  return zonedParts(instant, timeZone).date;
}
