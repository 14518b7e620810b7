/**
 * Stable ids of the seeded rows, so the seed is idempotent (natural keys) and tests, the
 * guest-link tool and docs can name them. Readable uuids: c… customers, f… profiles, a… loans, ca… cards.
 */
const uuid = (prefix: string, n: number) =>
  `${prefix.padEnd(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PERSONA_KEYS = [
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'P6',
  'P7',
  'P8',
  'P9',
  'P10',
  'P11',
  'P12',
] as const;
export type PersonaKey = (typeof PERSONA_KEYS)[number];

export const SEED_LOAN_KEYS = ['A1', 'A2', 'T1', 'L1', 'S1', 'R1', 'R2', 'H1', 'T2'] as const;
export type SeedLoanKey = (typeof SEED_LOAN_KEYS)[number];

const personaNumber = (key: PersonaKey) => Number(key.slice(1));

/** Profile id of a persona (every persona has a sign-in profile). */
export const profileIdOf = (key: PersonaKey) => uuid('f', personaNumber(key));

/** Customer id of a persona that is a customer (P1–P6, P9). */
export const customerIdOf = (key: PersonaKey) => uuid('c', personaNumber(key));

/** The unlinked TLXe customer record that matches P8 (Hank Li) until he links it. */
export const UNLINKED_HANK_CUSTOMER_ID = uuid('c', 108);

export const loanIdOf = (key: SeedLoanKey) => uuid('a', SEED_LOAN_KEYS.indexOf(key) + 1);

export const cardIdOf = (n: number) => uuid('ca', n);

/** P6's approved TLXe (tmx) application, the one his appraisal offer is made under (decision 025). */
export const P6_APPLICATION_ID = uuid('ab', 6);

/** P2's inl application in progress (started online after A2 was paid off, not finished: decision 059). */
export const P2_APPLICATION_ID = uuid('ab', 2);

/** P11's approved TLXe (tmx) application in Houston, TX, under the spousal-consent title product (decision 060). */
export const P11_APPLICATION_ID = uuid('ab', 11);

/** P12's approved TLXe (tmx) application, her appraisal offer's; her identity on file lacks a home address (decision 064). */
export const P12_APPLICATION_ID = uuid('ab', 12);

/** The loan number (lmsId shown to users) of each seeded loan. */
export const SEED_LOAN_NUMBERS: Record<SeedLoanKey, string> = {
  A1: '10001-001',
  A2: '10002-001',
  T1: '10002-002',
  L1: '30003-001',
  S1: '10005-001',
  R1: '10009-001',
  R2: '10009-002',
  H1: '20341-001',
  T2: '10009-003',
};
