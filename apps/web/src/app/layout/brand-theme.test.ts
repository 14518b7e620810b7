import { describe, it, expect } from 'vitest';
import { BRAND_CODES } from '@lender/domain';
import { DEFAULT_THEMES, applyTheme, resolveTheme } from './brand-theme';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('brand theme', () => {
  it('has a default theme for every brand whose primary passes AA against its contrast colour', () => {
    for (const brand of BRAND_CODES) {
      const theme = DEFAULT_THEMES[brand];
      expect(contrast(theme.primary, theme.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the server's valid colours and falls back per colour", () => {
    expect(resolveTheme('tmx')).toEqual(DEFAULT_THEMES.tmx);
    expect(resolveTheme('inl', { primary: '#123456', accent: 'red; background:url(x)' })).toEqual({
      ...DEFAULT_THEMES.inl,
      primary: '#123456',
    });
  });

  it('sets the custom properties on <html>', () => {
    applyTheme(DEFAULT_THEMES.chs);
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe(
      DEFAULT_THEMES.chs.primary,
    );
  });
});
