import { describe, expect, it } from 'vitest';
import { BRAND_CODES } from './brands';
import { BRAND_THEMES, contrastRatio } from './themes';

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
});
