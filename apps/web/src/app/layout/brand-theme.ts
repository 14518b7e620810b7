/**
 * Brand theming: CSS custom properties per brand, from the /api/serviceProvider theme when it has
 * one, else the built-in defaults below (each primary passes 4.5:1 against its contrast colour).
 */
import type { BrandCode } from '@lender/domain';

export interface BrandTheme {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
}

export const DEFAULT_THEMES: Readonly<Record<BrandCode, BrandTheme>> = {
  inl: { primary: '#0b5394', primaryContrast: '#ffffff', accent: '#e69138', background: '#f5f7fa' },
  tmx: { primary: '#9c1c1c', primaryContrast: '#ffffff', accent: '#f1c232', background: '#faf6f5' },
  c1l: { primary: '#1d6b2f', primaryContrast: '#ffffff', accent: '#93c47d', background: '#f4f8f4' },
  ccc: { primary: '#005f73', primaryContrast: '#ffffff', accent: '#94d2bd', background: '#f3f8f9' },
  cic: { primary: '#5b2a86', primaryContrast: '#ffffff', accent: '#b4a7d6', background: '#f7f5fa' },
  chs: { primary: '#0f5e4a', primaryContrast: '#ffffff', accent: '#76a5af', background: '#f3f8f6' },
  ccf: { primary: '#7a4100', primaryContrast: '#ffffff', accent: '#f6b26b', background: '#faf7f2' },
  esm: { primary: '#1f4e79', primaryContrast: '#ffffff', accent: '#6fa8dc', background: '#f4f7fa' },
};

export const THEME_PROPERTIES: Readonly<Record<keyof BrandTheme, string>> = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  accent: '--brand-accent',
  background: '--brand-background',
};

const COLOR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/** The server's theme when every colour is a valid hex colour; otherwise the built-in default. */
export function resolveTheme(brand: BrandCode, server?: Partial<BrandTheme>): BrandTheme {
  const fallback = DEFAULT_THEMES[brand];
  if (!server) return fallback;
  const pick = (key: keyof BrandTheme) => {
    const value = server[key];
    return value && COLOR.test(value) ? value : fallback[key];
  };
  return {
    primary: pick('primary'),
    primaryContrast: pick('primaryContrast'),
    accent: pick('accent'),
    background: pick('background'),
  };
}

export function applyTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const key of Object.keys(THEME_PROPERTIES) as (keyof BrandTheme)[]) {
    root.style.setProperty(THEME_PROPERTIES[key], theme[key]);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}
