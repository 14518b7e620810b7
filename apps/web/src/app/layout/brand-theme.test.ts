import { describe, it, expect } from 'vitest';
import { BRAND_CODES, contrastRatio as contrast, resolveBrandTheme } from '@lender/domain';
import { DEFAULT_THEMES, applyTheme } from './brand-theme';

describe('brand theme', () => {
  it('has a default theme for every brand whose primary passes AA against its contrast colour', () => {
    for (const brand of BRAND_CODES) {
      const theme = DEFAULT_THEMES[brand];
      expect(contrast(theme.primary, theme.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the server's valid colours and falls back per colour", () => {
    expect(resolveBrandTheme('tmx')).toEqual(DEFAULT_THEMES.tmx);
    expect(
      resolveBrandTheme('inl', { primary: '#123456', accent: 'red; background:url(x)' }),
    ).toEqual({
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
