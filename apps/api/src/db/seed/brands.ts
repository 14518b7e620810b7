import { BRANDS, BRAND_THEMES, type BrandCode } from '@lender/domain';
import type { brands } from '../schema';

type BrandRow = typeof brands.$inferInsert;

const HOURS = {
  main: 'Mon-Fri 7:00 AM-9:00 PM CT; Sat 8:00 AM-5:00 PM CT; Sun Closed',
  legacy: 'Mon-Fri 8:00 AM-8:00 PM CT; Sat 9:00 AM-3:00 PM CT; Sun Closed',
} as const;

export function brandRows(): BrandRow[] {
  return BRANDS.map((brand) => ({
    id: brand.id,
    code: brand.code,
    displayName: brand.displayName,
    family: brand.family,
    loanSystem: brand.loanSystem,
    theme: BRAND_THEMES[brand.code],
    supportPhone: `80055501${String(brand.id).padStart(2, '0')}`,
    supportEmail: `support@${brand.code}.example.com`,
    hours: HOURS[brand.family],
    applyUrl: `https://apply.${brand.code}.example.com/`,
    termsUrl: `https://www.${brand.code}.example.com/terms`,
    privacyUrl: `https://www.${brand.code}.example.com/privacy`,
  }));
}

/** Provider names per brand (1–3 each), all available. */
export const BRAND_PROVIDERS: Record<BrandCode, readonly string[]> = {
  c1l: ['NLS online', 'Store payments'],
  ccc: ['NLS online', 'Store payments', 'Debit card payments'],
  cic: ['NLS online', 'Debit card payments'],
  chs: ['NLS online', 'Store payments', 'Debit card payments'],
  ccf: ['NLS online'],
  esm: ['NLS online', 'Store payments'],
  inl: ['TLXe online', 'Debit card payments', 'Store payments'],
  tmx: ['TLXe online', 'Store payments'],
};
