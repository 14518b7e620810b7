import { BRANDS, BRAND_THEMES } from '@lender/domain';
import { describe, expect, it } from 'vitest';
import { BRAND_PROVIDERS, brandRows } from './brands';

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

  it('stores the domain theme of each brand', () => {
    for (const row of brandRows())
      expect(row.theme).toEqual(BRAND_THEMES[row.code as keyof typeof BRAND_THEMES]);
  });

  it('gives each brand one to three providers', () => {
    for (const brand of BRANDS) {
      expect(BRAND_PROVIDERS[brand.code].length).toBeGreaterThanOrEqual(1);
      expect(BRAND_PROVIDERS[brand.code].length).toBeLessThanOrEqual(3);
    }
  });
});
