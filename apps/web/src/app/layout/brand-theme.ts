/**
 * Brand theming: CSS custom properties per brand, from the /api/serviceProvider theme when it has
 * one, else the built-in defaults below (each primary passes 4.5:1 against its contrast colour).
 */
import { BRAND_THEMES, type BrandCode, type BrandTheme } from '@lender/domain';

export type { BrandTheme };
/** The built-in themes, used until (or unless) the server sends valid colours. */
export const DEFAULT_THEMES = BRAND_THEMES;

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
