/**
 * The eight brands (spec §1, DESIGN.md §1). Brand ids run 1 to 10; ids 9 and 10 are valid in the
 * range but unassigned. The main family (inl, tmx) keeps loans in TLXe; the older family in NLS.
 * Display names are neutral placeholders (no real company's name or logo).
 */
export const BRAND_CODES = ['c1l', 'ccc', 'cic', 'chs', 'ccf', 'esm', 'inl', 'tmx'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export type LoanSystem = 'NLS' | 'TLXe';
export type BrandFamily = 'main' | 'legacy';

export interface BrandDefinition {
  id: number;
  code: BrandCode;
  displayName: string;
  family: BrandFamily;
  loanSystem: LoanSystem;
}

export const BRAND_ID_MIN = 1;
export const BRAND_ID_MAX = 10;
export const DEFAULT_BRAND: BrandCode = 'inl';
/** community choice (ccc) and inl always require availability on a brand route (spec §2). */
export const BRANDS_ALWAYS_REQUIRING_AVAILABILITY: readonly BrandCode[] = ['ccc', 'inl'];
export const MAIN_FAMILY: readonly BrandCode[] = ['inl', 'tmx'];

export const BRANDS: readonly BrandDefinition[] = [
  { id: 1, code: 'c1l', displayName: 'Cedar Lending', family: 'legacy', loanSystem: 'NLS' },
  { id: 2, code: 'ccc', displayName: 'Birch Finance', family: 'legacy', loanSystem: 'NLS' },
  { id: 3, code: 'cic', displayName: 'Maple Credit', family: 'legacy', loanSystem: 'NLS' },
  { id: 4, code: 'chs', displayName: 'Willow Loans', family: 'legacy', loanSystem: 'NLS' },
  { id: 5, code: 'ccf', displayName: 'Aspen Finance', family: 'legacy', loanSystem: 'NLS' },
  { id: 6, code: 'esm', displayName: 'Juniper Money', family: 'legacy', loanSystem: 'NLS' },
  { id: 7, code: 'inl', displayName: 'Oak Loans', family: 'main', loanSystem: 'TLXe' },
  { id: 8, code: 'tmx', displayName: 'Pine Title Loans', family: 'main', loanSystem: 'TLXe' },
];

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && (BRAND_CODES as readonly string[]).includes(value);
}

/** The brand a path's route is of (its first segment: /{brand}/…), if any. */
export function routeBrandOf(pathname: string): BrandCode | undefined {
  const first = pathname.split('/')[1];
  return isBrandCode(first) ? first : undefined;
}

export function brandByCode(code: BrandCode): BrandDefinition {
  const brand = BRANDS.find((b) => b.code === code);
  if (!brand) throw new Error(`Unknown brand ${code}`);
  return brand;
}

export function isMainFamily(code: BrandCode): boolean {
  return MAIN_FAMILY.includes(code);
}

/** If the default brand is inl or tmx both are registered; otherwise only the default (spec §2). */
export function registeredBrands(defaultBrand: BrandCode): BrandCode[] {
  return isMainFamily(defaultBrand) ? [...MAIN_FAMILY] : [defaultBrand];
}
