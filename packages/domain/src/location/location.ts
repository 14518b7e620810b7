/**
 * The location step (spec §6 GPS flags, §4 add-on lock, §7 refiallowedstatus): whether a transaction asks
 * for the borrower's position, whether it may go on without one, and why a position is refused. Codes,
 * never sentences; the server enforces them, the web calls them to know whether to ask.
 */
import type { ServerSettings } from '../constants/server-settings';

/** The transactions the spec gives GPS check and force flags for. */
export type LocationTransaction = 'addOn' | 'payment' | 'refinance';

export interface LocationRequirement {
  /** ask for the position and check it against the store's state */
  check: boolean;
  /** no position, no transaction (only meaningful while check is on) */
  force: boolean;
}

type GpsFlags = Pick<
  ServerSettings,
  | 'gpsChecks'
  | 'gpsCheckAddOn'
  | 'gpsForceAddOn'
  | 'gpsCheckPayment'
  | 'gpsForcePayment'
  | 'gpsCheckRefinance'
  | 'gpsForceRefinance'
>;

const FLAGS: Readonly<Record<LocationTransaction, readonly [keyof GpsFlags, keyof GpsFlags]>> = {
  addOn: ['gpsCheckAddOn', 'gpsForceAddOn'],
  payment: ['gpsCheckPayment', 'gpsForcePayment'],
  refinance: ['gpsCheckRefinance', 'gpsForceRefinance'],
};

/** gpsChecks switches every check off at once; each transaction has its own check and force flag. */
export function locationRequirement(
  settings: GpsFlags,
  transaction: LocationTransaction,
): LocationRequirement {
  const [checkFlag, forceFlag] = FLAGS[transaction];
  const check = settings.gpsChecks && settings[checkFlag];
  return { check, force: check && settings[forceFlag] };
}

export type LocationRefusal =
  { code: 'locationRequired' } | { code: 'outOfStoreState'; storeState: string };

/**
 * Why the borrower's position stops the transaction, or null. `positionState` is the 2-letter state the
 * position lies in (null: outside the states, or no position was given — `hasPosition` tells which).
 */
export function locationRefusal(input: {
  requirement: LocationRequirement;
  hasPosition: boolean;
  positionState: string | null;
  storeState: string;
}): LocationRefusal | null {
  if (!input.requirement.check) return null;
  if (!input.hasPosition) return input.requirement.force ? { code: 'locationRequired' } : null;
  if (input.positionState !== input.storeState.toUpperCase())
    return { code: 'outOfStoreState', storeState: input.storeState.toUpperCase() };
  return null;
}
