/**
 * ZIP ↔ state for US addresses (issue 46, decision 046): a ZIP code's first three digits name the USPS sectional
 * center that serves it, and each of those lies in one state. The table holds the prefixes of the states the app
 * accepts (the 50 states and DC, constants/us-states); unassigned prefixes between a state's own are counted as its
 * own (no address has them). Territories and the military AA/AE/AP codes are not states the app accepts, so their
 * prefixes (006–009, 090–098, 340, 962–966, 969) belong to none. A few ZIP codes deliver across a state line: those
 * are listed with their other states. An address whose ZIP is not one of its state's is refused, naming the ZIP.
 */
import { isUsStateCode } from '../constants/us-states';
import { isValidZip } from '../validation/identity';

/** [first, last] three-digit prefixes, both included */
type PrefixRange = readonly [number, number];

// prettier-ignore
export const ZIP_PREFIXES_BY_STATE: Readonly<Record<string, readonly PrefixRange[]>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [[200, 200], [202, 205], [569, 569]],
  FL: [[320, 339], [341, 349]],
  GA: [[300, 319], [398, 399]],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [[10, 27], [55, 55]],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [[5, 5], [100, 149]],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 732], [734, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [[733, 733], [750, 799], [885, 885]],
  UT: [[840, 847]],
  VT: [[50, 54], [56, 59]],
  VA: [[201, 201], [220, 246]],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
};

/**
 * ZIP codes whose delivery area crosses a state line, with the states beside their prefix's: the Census Bureau's
 * multi-state ZIP code areas, and the USPS's few ZIPs filed in a neighbouring state's prefix (Fishers Island NY in
 * 063, Texhoma TX in 739, Alta WY in 834, two federal ZIPs of 205).
 */
export const CROSS_STATE_ZIPS: Readonly<Record<string, readonly string[]>> = {
  '02861': ['MA'],
  '06390': ['NY'],
  '20588': ['MD'],
  '20598': ['VA'],
  '42223': ['TN'],
  '59221': ['ND'],
  '63673': ['IL'],
  '71749': ['LA'],
  '73949': ['TX'],
  '73960': ['TX'],
  '81137': ['NM'],
  '83414': ['WY'],
  '84536': ['AZ'],
  '86044': ['UT'],
  '86515': ['NM'],
  '88063': ['TX'],
  '89439': ['CA'],
  '97635': ['CA'],
};

/** The states a 5-digit ZIP code may be in: its prefix's state and, for a cross-state ZIP, the others ([]: none the app accepts). */
export function zipStates(zip: string): string[] {
  if (!isValidZip(zip)) return [];
  const prefix = Number(zip.slice(0, 3));
  const own = Object.keys(ZIP_PREFIXES_BY_STATE).filter((state) =>
    ZIP_PREFIXES_BY_STATE[state]!.some(([first, last]) => prefix >= first && prefix <= last),
  );
  return [...own, ...(CROSS_STATE_ZIPS[zip] ?? [])];
}

export interface ZipStateIssue {
  code: 'zip.notInState';
  params: { zip: string; state: string };
}

/** null when the ZIP is one of the state's; a ZIP or state that is invalid itself is the other rules' to name. */
export function zipStateIssue({
  zip,
  state,
}: {
  zip: string;
  state: string;
}): ZipStateIssue | null {
  if (!isValidZip(zip) || !isUsStateCode(state)) return null;
  return zipStates(zip).includes(state) ? null : { code: 'zip.notInState', params: { zip, state } };
}
