import { BRANDS, type BrandCode } from '@lender/domain';
import type { BrandTheme, brands } from '../schema';

type BrandRow = typeof brands.$inferInsert;

/** One distinct theme per brand; primary/primaryContrast meet WCAG AA (≥ 4.5:1), checked by a test. */
export const BRAND_THEMES: Record<BrandCode, BrandTheme> = {
  c1l: { primary: '#0F5E9C', primaryContrast: '#FFFFFF', accent: '#F2A900', background: '#F5F8FB' },
  ccc: { primary: '#1B6E3A', primaryContrast: '#FFFFFF', accent: '#8BC34A', background: '#F4F9F5' },
  cic: { primary: '#B3261E', primaryContrast: '#FFFFFF', accent: '#FFC857', background: '#FFF8F6' },
  chs: { primary: '#5B2C83', primaryContrast: '#FFFFFF', accent: '#E0B0FF', background: '#F8F5FB' },
  ccf: { primary: '#00695C', primaryContrast: '#FFFFFF', accent: '#FFB74D', background: '#F2FAF9' },
  esm: { primary: '#1A237E', primaryContrast: '#FFFFFF', accent: '#40C4FF', background: '#F5F6FC' },
  inl: { primary: '#C2410C', primaryContrast: '#FFFFFF', accent: '#0EA5E9', background: '#FFF7F2' },
  tmx: { primary: '#111827', primaryContrast: '#FACC15', accent: '#DC2626', background: '#F9FAFB' },
};

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
