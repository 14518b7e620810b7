/**
 * Brand theming: CSS custom properties per brand, from the /api/serviceProvider theme when it has
 * one, else the built-in defaults (each primary passes 4.5:1 against its contrast colour). The rule is the domain's
 * (`resolveBrandTheme`), which the server also writes into each page it sends (decision 087).
 */
import { BRAND_THEMES, THEME_PROPERTIES, type BrandTheme } from '@lender/domain';

export type { BrandTheme };
/** The built-in themes, used until (or unless) the server sends valid colours. */
export const DEFAULT_THEMES = BRAND_THEMES;

export function applyTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const key of Object.keys(THEME_PROPERTIES) as (keyof BrandTheme)[]) {
    root.style.setProperty(THEME_PROPERTIES[key], theme[key]);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}
