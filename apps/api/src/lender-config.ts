/**
 * The lender behind each brand, as its documents' letterhead prints it: a postal address and a licence line,
 * from LENDER_ADDRESS_<BRAND> and LENDER_LICENCE_<BRAND> (e.g. LENDER_ADDRESS_INL). The defaults are
 * placeholders in the spirit of the brands' neutral names: a deployment sets its lenders' real lines.
 */
import { z } from 'zod';
import { BRAND_CODES, type BrandCode } from '@lender/domain';

export interface LenderLines {
  address: string;
  licence: string;
}

export const DEFAULT_LENDERS: Record<BrandCode, LenderLines> = {
  c1l: { address: 'Cedar Lending, LLC, 410 North Main Street, Suite 300, Dayton, OH 45402', licence: 'Ohio Short-Term Loan Act licence no. SM.000101 (placeholder)' },
  ccc: { address: 'Birch Finance, Inc., 1200 Commerce Avenue, Suite 150, Springfield, IL 62701', licence: 'Illinois Consumer Installment Loan licence no. CI.000202 (placeholder)' },
  cic: { address: 'Maple Credit, LLC, 75 Riverside Drive, Floor 4, Louisville, KY 40202', licence: 'Kentucky Consumer Loan licence no. CL-000303 (placeholder)' },
  chs: { address: 'Willow Loans, LLC, 250 East Broad Street, Suite 900, Columbus, OH 43215', licence: 'Ohio Consumer Installment Loan Act licence no. CI.000404 (placeholder)' },
  ccf: { address: 'Aspen Finance, Inc., 600 Grand Avenue, Suite 210, Des Moines, IA 50309', licence: 'Iowa Regulated Loan licence no. 2026-0505 (placeholder)' },
  esm: { address: 'Juniper Money, LLC, 3100 Oak Lawn Avenue, Suite 500, Dallas, TX 75219', licence: 'Texas Credit Access Business licence no. CAB-0606 (placeholder)' },
  inl: { address: 'Oak Loans, LLC, 200 West Madison Street, Suite 1200, Chicago, IL 60606', licence: 'Illinois Consumer Installment Loan licence no. CI.000707 (placeholder)' },
  tmx: { address: 'Pine Title Loans, LLC, 200 West Madison Street, Suite 1250, Chicago, IL 60606', licence: 'Illinois Title Loan licence no. TL.000808 (placeholder)' },
};

const key = (field: 'ADDRESS' | 'LICENCE', brand: BrandCode) => `LENDER_${field}_${brand.toUpperCase()}`;
const line = z.string().trim().min(1).max(200, { error: 'must be at most 200 characters' }).optional();

/** The environment keys of every brand's lender lines, for the configuration schema. */
export const LENDER_ENV_SHAPE = Object.fromEntries(BRAND_CODES.flatMap((brand) => [[key('ADDRESS', brand), line], [key('LICENCE', brand), line]]));

/** Each brand's lender lines: the environment's where set, else the default. */
export function lendersFrom(env: Record<string, unknown>): Record<BrandCode, LenderLines> {
  const read = (field: 'ADDRESS' | 'LICENCE', brand: BrandCode) => env[key(field, brand)] as string | undefined;
  return Object.fromEntries(
    BRAND_CODES.map((brand) => [brand, { address: read('ADDRESS', brand) ?? DEFAULT_LENDERS[brand].address, licence: read('LICENCE', brand) ?? DEFAULT_LENDERS[brand].licence }]),
  ) as Record<BrandCode, LenderLines>;
}
