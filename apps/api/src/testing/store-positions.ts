/**
 * A position inside the state of each seeded loan's store (A1: Houston, TX; L1: Columbus, OH; the rest: Chicago, IL),
 * for the calls whose location check (spec §9 GPS flags, all on by default) asks for one: a payment, an add-on, a
 * renewal. A loan the seed does not make gets none (its payment then meets the check).
 */
import { loanIdOf, type SeedLoanKey } from '../db/seed/ids';

export const POSITIONS = {
  houston: { latitude: 29.76, longitude: -95.37 },
  chicago: { latitude: 41.88, longitude: -87.63 },
  columbus: { latitude: 40.005, longitude: -83.009 },
  newOrleans: { latitude: 29.95, longitude: -90.07 },
} as const;

const STORE_PLACE: Record<SeedLoanKey, keyof typeof POSITIONS> = {
  A1: 'houston',
  A2: 'chicago',
  T1: 'chicago',
  L1: 'columbus',
  S1: 'chicago',
  R1: 'chicago',
  R2: 'chicago',
  H1: 'chicago',
  T2: 'chicago',
};

const BY_LOAN_ID = new Map(
  Object.entries(STORE_PLACE).map(([key, place]) => [
    loanIdOf(key as SeedLoanKey),
    POSITIONS[place],
  ]),
);

/** `{ latitude, longitude }` in the loan's store state, or nothing for a loan the seed does not make. */
export const positionAtStoreOf = (
  loanId: string,
): { latitude: number; longitude: number } | Record<string, never> => BY_LOAN_ID.get(loanId) ?? {};
