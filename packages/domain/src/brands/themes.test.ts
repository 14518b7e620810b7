import { describe, expect, it } from 'vitest';
import { BRAND_CODES } from './brands';
import { BRAND_THEMES, contrastRatio, resolveBrandTheme, themeRule } from './themes';

describe('brand themes', () => {
  it('gives every brand a primary that passes WCAG AA against its contrast colour', () => {
    for (const brand of BRAND_CODES) {
      const theme = BRAND_THEMES[brand];
      expect(contrastRatio(theme.primary, theme.primaryContrast), brand).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('gives each brand its own primary colour', () => {
    expect(new Set(BRAND_CODES.map((b) => BRAND_THEMES[b].primary)).size).toBe(BRAND_CODES.length);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it("takes the server's hex colours and the built-in one for any other, colour by colour", () => {
    expect(resolveBrandTheme('tmx')).toEqual(BRAND_THEMES.tmx);
    expect(
      resolveBrandTheme('inl', {
        primary: '#123456',
        accent: 'red;}body{display:none',
        background: '#abc',
        primaryContrast: '',
      }),
    ).toEqual({ ...BRAND_THEMES.inl, primary: '#123456', background: '#abc' });
  });

  it('writes a theme as one rule on the root, a custom property per colour', () => {
    expect(themeRule(BRAND_THEMES.tmx)).toBe(
      ':root{--brand-primary:#9c1c1c;--brand-primary-contrast:#ffffff;--brand-accent:#f1c232;--brand-background:#faf6f5}',
    );
  });
});
