/**
 * One theme per brand: the seed stores it, the API serves it (/serviceProvider, the manifest), the
 * web app falls back to it, and the icon script paints with it. Each primary meets WCAG AA
 * (≥ 4.5:1) against its contrast colour.
 */
import type { BrandCode } from './brands';

export interface BrandTheme {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
}

export const BRAND_THEMES: Readonly<Record<BrandCode, BrandTheme>> = {
  inl: { primary: '#0b5394', primaryContrast: '#ffffff', accent: '#e69138', background: '#f5f7fa' },
  tmx: { primary: '#9c1c1c', primaryContrast: '#ffffff', accent: '#f1c232', background: '#faf6f5' },
  c1l: { primary: '#1d6b2f', primaryContrast: '#ffffff', accent: '#93c47d', background: '#f4f8f4' },
  ccc: { primary: '#005f73', primaryContrast: '#ffffff', accent: '#94d2bd', background: '#f3f8f9' },
  cic: { primary: '#5b2a86', primaryContrast: '#ffffff', accent: '#b4a7d6', background: '#f7f5fa' },
  chs: { primary: '#0f5e4a', primaryContrast: '#ffffff', accent: '#76a5af', background: '#f3f8f6' },
  ccf: { primary: '#7a4100', primaryContrast: '#ffffff', accent: '#f6b26b', background: '#faf7f2' },
  esm: { primary: '#1f4e79', primaryContrast: '#ffffff', accent: '#6fa8dc', background: '#f4f7fa' },
};

/** The CSS custom properties the web's styles read each colour from (global.css sets the default brand's). */
export const THEME_PROPERTIES: Readonly<Record<keyof BrandTheme, string>> = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  accent: '--brand-accent',
  background: '--brand-background',
};

const COLOR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/**
 * A brand's theme as a page shows it: each colour the server sends (/api/serviceProvider) when it is a hex colour,
 * else the built-in one. The web applies it; the server writes it into each page it sends (decision 087), the same.
 */
export function resolveBrandTheme(brand: BrandCode, server?: Partial<BrandTheme>): BrandTheme {
  const fallback = BRAND_THEMES[brand];
  const pick = (key: keyof BrandTheme) => {
    const value = server?.[key];
    return value && COLOR.test(value) ? value : fallback[key];
  };
  return {
    primary: pick('primary'),
    primaryContrast: pick('primaryContrast'),
    accent: pick('accent'),
    background: pick('background'),
  };
}

/** A theme as a style rule on the document's root: every colour is a resolved hex colour, nothing else gets in. */
export function themeRule(theme: BrandTheme): string {
  const properties = (Object.keys(THEME_PROPERTIES) as (keyof BrandTheme)[]).map(
    (key) => `${THEME_PROPERTIES[key]}:${theme[key]}`,
  );
  return `:root{${properties.join(';')}}`;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
