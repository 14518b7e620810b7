/**
 * The lender behind each brand, as its documents' letterhead prints it: a postal address and a licence line in
 * English and in Spanish, from LENDER_ADDRESS_<BRAND>, LENDER_LICENCE_<BRAND> and LENDER_LICENCE_ES_<BRAND>
 * (e.g. LENDER_ADDRESS_INL). The defaults are
 * placeholders in the spirit of the brands' neutral names: a deployment sets its lenders' real lines.
 */
import { z } from 'zod';
import { BRAND_CODES, type BrandCode } from '@lender/domain';

export interface LenderLines {
  address: string;
  licence: string;
  /** the licence line on Spanish documents (LENDER_LICENCE_ES_<BRAND>; where only the English line is set, that one) */
  licenceEs: string;
}

export const DEFAULT_LENDERS: Record<BrandCode, LenderLines> = {
  c1l: {
    address: 'Cedar Lending, LLC, 410 North Main Street, Suite 300, Dayton, OH 45402',
    licence: 'Ohio Short-Term Loan Act licence no. SM.000101 (placeholder)',
    licenceEs: 'Licencia de la Ley de Préstamos a Corto Plazo de Ohio n.º SM.000101 (provisional)',
  },
  ccc: {
    address: 'Birch Finance, Inc., 1200 Commerce Avenue, Suite 150, Springfield, IL 62701',
    licence: 'Illinois Consumer Installment Loan licence no. CI.000202 (placeholder)',
    licenceEs:
      'Licencia de Préstamo a Plazos al Consumidor de Illinois n.º CI.000202 (provisional)',
  },
  cic: {
    address: 'Maple Credit, LLC, 75 Riverside Drive, Floor 4, Louisville, KY 40202',
    licence: 'Kentucky Consumer Loan licence no. CL-000303 (placeholder)',
    licenceEs: 'Licencia de Préstamo al Consumidor de Kentucky n.º CL-000303 (provisional)',
  },
  chs: {
    address: 'Willow Loans, LLC, 250 East Broad Street, Suite 900, Columbus, OH 43215',
    licence: 'Ohio Consumer Installment Loan Act licence no. CI.000404 (placeholder)',
    licenceEs:
      'Licencia de la Ley de Préstamos a Plazos al Consumidor de Ohio n.º CI.000404 (provisional)',
  },
  ccf: {
    address: 'Aspen Finance, Inc., 600 Grand Avenue, Suite 210, Des Moines, IA 50309',
    licence: 'Iowa Regulated Loan licence no. 2026-0505 (placeholder)',
    licenceEs: 'Licencia de Préstamo Regulado de Iowa n.º 2026-0505 (provisional)',
  },
  esm: {
    address: 'Juniper Money, LLC, 3100 Oak Lawn Avenue, Suite 500, Dallas, TX 75219',
    licence: 'Texas Credit Access Business licence no. CAB-0606 (placeholder)',
    licenceEs: 'Licencia de Negocio de Acceso al Crédito de Texas n.º CAB-0606 (provisional)',
  },
  inl: {
    address: 'Oak Loans, LLC, 200 West Madison Street, Suite 1200, Chicago, IL 60606',
    licence: 'Illinois Consumer Installment Loan licence no. CI.000707 (placeholder)',
    licenceEs:
      'Licencia de Préstamo a Plazos al Consumidor de Illinois n.º CI.000707 (provisional)',
  },
  tmx: {
    address: 'Pine Title Loans, LLC, 200 West Madison Street, Suite 1250, Chicago, IL 60606',
    licence: 'Illinois Title Loan licence no. TL.000808 (placeholder)',
    licenceEs: 'Licencia de Préstamo con Título de Illinois n.º TL.000808 (provisional)',
  },
};

type Field = 'ADDRESS' | 'LICENCE' | 'LICENCE_ES';
const key = (field: Field, brand: BrandCode) => `LENDER_${field}_${brand.toUpperCase()}`;
const line = z
  .string()
  .trim()
  .min(1)
  .max(200, { error: 'must be at most 200 characters' })
  .optional();

/** The environment keys of every brand's lender lines, for the configuration schema. */
export const LENDER_ENV_SHAPE = Object.fromEntries(
  BRAND_CODES.flatMap((brand) =>
    (['ADDRESS', 'LICENCE', 'LICENCE_ES'] as const).map((field) => [key(field, brand), line]),
  ),
);

/** Each brand's lender lines: the environment's where set, else the default. */
export function lendersFrom(env: Record<string, unknown>): Record<BrandCode, LenderLines> {
  const read = (field: Field, brand: BrandCode) => env[key(field, brand)] as string | undefined;
  return Object.fromEntries(
    BRAND_CODES.map((brand) => {
      const licence = read('LICENCE', brand);
      const defaults = DEFAULT_LENDERS[brand];
      return [
        brand,
        {
          address: read('ADDRESS', brand) ?? defaults.address,
          licence: licence ?? defaults.licence,
          licenceEs: read('LICENCE_ES', brand) ?? licence ?? defaults.licenceEs,
        },
      ];
    }),
  ) as Record<BrandCode, LenderLines>;
}
