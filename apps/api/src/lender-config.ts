/**
 * The lender behind each brand, as its documents' letterhead prints it: a postal address and a licence line in
 * English and in Spanish. A licence is granted by a state, so the line a document prints is the one of the state of
 * the loan's store (issue 48, decision 051): LENDER_LICENCE_<BRAND>_<STATE> (and LENDER_LICENCE_ES_<BRAND>_<STATE>),
 * e.g. LENDER_LICENCE_INL_TX for an inl store in Texas. LENDER_LICENCE_<BRAND> is a line for every state without
 * its own (a licence valid everywhere the brand lends, such as a nationwide registry number). LENDER_ADDRESS_<BRAND>
 * is the address.
 *
 * Outside production the lines not set are placeholders in the spirit of the brands' neutral names, marked
 * "(placeholder)"; in production nothing is made up: a line not set is not printed (and the start warns, naming the
 * keys: `missingLenderLines`).
 */
import { z } from 'zod';
import { BRAND_CODES, US_STATES, type BrandCode } from '@lender/domain';

export interface LicenceLine {
  licence: string;
  /** the line on Spanish documents (where only the English line is set, that one: a legal line is never made up) */
  licenceEs: string;
}

export interface LenderLines extends LicenceLine {
  address: string;
  /** the licence of each state the brand's stores are in, by two-letter state */
  states: Partial<Record<string, LicenceLine>>;
  /** outside production: a state with no line of its own prints a placeholder naming the state */
  placeholders: boolean;
}

/** The development lines of each brand: its lender's address, and the licence of its home state. */
export const DEFAULT_LENDERS: Record<
  BrandCode,
  { address: string; home: string; licence: string; licenceEs: string }
> = {
  c1l: {
    address: 'Cedar Lending, LLC, 410 North Main Street, Suite 300, Dayton, OH 45402',
    home: 'OH',
    licence: 'Ohio Short-Term Loan Act licence no. SM.000101 (placeholder)',
    licenceEs: 'Licencia de la Ley de Préstamos a Corto Plazo de Ohio n.º SM.000101 (provisional)',
  },
  ccc: {
    address: 'Birch Finance, Inc., 1200 Commerce Avenue, Suite 150, Springfield, IL 62701',
    home: 'IL',
    licence: 'Illinois Consumer Installment Loan licence no. CI.000202 (placeholder)',
    licenceEs:
      'Licencia de Préstamo a Plazos al Consumidor de Illinois n.º CI.000202 (provisional)',
  },
  cic: {
    address: 'Maple Credit, LLC, 75 Riverside Drive, Floor 4, Louisville, KY 40202',
    home: 'KY',
    licence: 'Kentucky Consumer Loan licence no. CL-000303 (placeholder)',
    licenceEs: 'Licencia de Préstamo al Consumidor de Kentucky n.º CL-000303 (provisional)',
  },
  chs: {
    address: 'Willow Loans, LLC, 250 East Broad Street, Suite 900, Columbus, OH 43215',
    home: 'OH',
    licence: 'Ohio Consumer Installment Loan Act licence no. CI.000404 (placeholder)',
    licenceEs:
      'Licencia de la Ley de Préstamos a Plazos al Consumidor de Ohio n.º CI.000404 (provisional)',
  },
  ccf: {
    address: 'Aspen Finance, Inc., 600 Grand Avenue, Suite 210, Des Moines, IA 50309',
    home: 'IA',
    licence: 'Iowa Regulated Loan licence no. 2026-0505 (placeholder)',
    licenceEs: 'Licencia de Préstamo Regulado de Iowa n.º 2026-0505 (provisional)',
  },
  esm: {
    address: 'Juniper Money, LLC, 3100 Oak Lawn Avenue, Suite 500, Dallas, TX 75219',
    home: 'TX',
    licence: 'Texas Credit Access Business licence no. CAB-0606 (placeholder)',
    licenceEs: 'Licencia de Negocio de Acceso al Crédito de Texas n.º CAB-0606 (provisional)',
  },
  inl: {
    address: 'Oak Loans, LLC, 200 West Madison Street, Suite 1200, Chicago, IL 60606',
    home: 'IL',
    licence: 'Illinois Consumer Installment Loan licence no. CI.000707 (placeholder)',
    licenceEs:
      'Licencia de Préstamo a Plazos al Consumidor de Illinois n.º CI.000707 (provisional)',
  },
  tmx: {
    address: 'Pine Title Loans, LLC, 200 West Madison Street, Suite 1250, Chicago, IL 60606',
    home: 'IL',
    licence: 'Illinois Title Loan licence no. TL.000808 (placeholder)',
    licenceEs: 'Licencia de Préstamo con Título de Illinois n.º TL.000808 (provisional)',
  },
};

const STATE_NAMES = new Map(US_STATES.map((state) => [state.value, state.label]));

/** The licence line a document of a loan of this brand, at a store in `state`, prints ('' when there is none to print). */
export function licenceLineOf(lender: LenderLines, state: string, language: 'en' | 'es'): string {
  const line = lender.states[state.toUpperCase()] ?? (lender.licence ? lender : null);
  if (line) return language === 'es' ? line.licenceEs : line.licence;
  if (!lender.placeholders) return '';
  const name = STATE_NAMES.get(state.toUpperCase()) ?? state;
  return language === 'es'
    ? `Licencia de préstamos de ${name} n.º ${state.toUpperCase()}-0000 (provisional)`
    : `${name} lending licence no. ${state.toUpperCase()}-0000 (placeholder)`;
}

type Field = 'ADDRESS' | 'LICENCE' | 'LICENCE_ES';
const key = (field: Field, brand: BrandCode, state?: string) =>
  `LENDER_${field}_${brand.toUpperCase()}${state ? `_${state}` : ''}`;
const STATE_CODES = US_STATES.map((state) => state.value);
const line = z
  .string()
  .trim()
  .min(1)
  .max(200, { error: 'must be at most 200 characters' })
  .optional();

/** The environment keys of every brand's lender lines, for the configuration schema. */
export const LENDER_ENV_SHAPE: Record<string, typeof line> = Object.fromEntries(
  BRAND_CODES.flatMap((brand): [string, typeof line][] => [
    ...(['ADDRESS', 'LICENCE', 'LICENCE_ES'] as const).map((field): [string, typeof line] => [
      key(field, brand),
      line,
    ]),
    ...STATE_CODES.flatMap((state) =>
      (['LICENCE', 'LICENCE_ES'] as const).map((field): [string, typeof line] => [
        key(field, brand, state),
        line,
      ]),
    ),
  ]),
);

/**
 * Each brand's lender lines: the environment's where set; else, outside production (`placeholders`), the
 * development lines (DEFAULT_LENDERS); in production, none.
 */
export function lendersFrom(
  env: Record<string, unknown>,
  { placeholders }: { placeholders: boolean },
): Record<BrandCode, LenderLines> {
  const read = (field: Field, brand: BrandCode, state?: string) =>
    env[key(field, brand, state)] as string | undefined;
  const lineOf = (brand: BrandCode, state?: string): LicenceLine | null => {
    const licence = read('LICENCE', brand, state);
    const licenceEs = read('LICENCE_ES', brand, state) ?? licence;
    return licence && licenceEs ? { licence, licenceEs } : null;
  };
  return Object.fromEntries(
    BRAND_CODES.map((brand) => {
      const defaults = DEFAULT_LENDERS[brand];
      const states: Partial<Record<string, LicenceLine>> = {};
      if (placeholders)
        states[defaults.home] = { licence: defaults.licence, licenceEs: defaults.licenceEs };
      for (const state of STATE_CODES) {
        const set = lineOf(brand, state);
        if (set) states[state] = set;
      }
      const everywhere = lineOf(brand) ?? { licence: '', licenceEs: '' };
      const address = read('ADDRESS', brand) ?? (placeholders ? defaults.address : '');
      return [brand, { address, ...everywhere, states, placeholders }];
    }),
  ) as Record<BrandCode, LenderLines>;
}

/** In production: the brands whose address, or licence for every state, is not set (the start warns naming them). */
export function missingLenderLines(lenders: Record<BrandCode, LenderLines>): string[] {
  return BRAND_CODES.flatMap((brand) => {
    const lender = lenders[brand];
    return [
      ...(lender.address ? [] : [key('ADDRESS', brand)]),
      ...(lender.licence || Object.keys(lender.states).length > 0
        ? []
        : [`${key('LICENCE', brand)}_<STATE>`]),
    ];
  });
}

/** The lines a development or test start has (placeholders), for tests that read a document's letterhead. */
export const DEVELOPMENT_LENDERS: Record<BrandCode, LenderLines> = lendersFrom(
  {},
  { placeholders: true },
);
