import { BRANDS } from '@lender/domain';
import { describe, expect, it } from 'vitest';
import { BRAND_PROVIDERS, BRAND_THEMES, brandRows } from './brands';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('seeded brands', () => {
  it('has all eight brands with ids 1–10 and the domain display names', () => {
    const rows = brandRows();
    expect(rows.map((r) => r.code).sort()).toEqual(BRANDS.map((b) => b.code).sort());
    for (const row of rows) {
      expect(row.id).toBeGreaterThanOrEqual(1);
      expect(row.id).toBeLessThanOrEqual(10);
      expect(row.supportPhone).toMatch(/^80055501\d{2}$/);
      expect(row.supportEmail).toBe(`support@${row.code}.example.com`);
    }
  });

  it('gives each brand a distinct theme whose primary pair meets WCAG AA (4.5:1)', () => {
    const themes = Object.values(BRAND_THEMES);
    expect(new Set(themes.map((t) => `${t.primary}/${t.primaryContrast}`)).size).toBe(8);
    for (const theme of themes)
      expect(contrast(theme.primary, theme.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  it('gives each brand one to three providers', () => {
    for (const brand of BRANDS) {
      expect(BRAND_PROVIDERS[brand.code].length).toBeGreaterThanOrEqual(1);
      expect(BRAND_PROVIDERS[brand.code].length).toBeLessThanOrEqual(3);
    }
  });
});
