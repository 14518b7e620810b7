import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BRAND_CODES, type BrandCode } from './brands';
import {
  NAVIGATION_BRAND_PRIORITY,
  brandRouteAllowed,
  brandUserFlags,
  isBrandAvailable,
  navigationBrand,
  needsMaintenanceForProviders,
  type BrandProviders,
} from './brand-navigation';

const allUp: BrandProviders = Object.fromEntries(
  BRAND_CODES.map((b) => [b, { availableProviders: ['p1'] }]),
);
const brandSet = fc.subarray([...BRAND_CODES]);

describe('navigationBrand', () => {
  it('follows the priority order', () => {
    expect(navigationBrand(['tmx', 'c1l'])).toBe('c1l');
    expect(navigationBrand(['esm', 'ccc'])).toBe('ccc');
    expect(navigationBrand(['cic', 'chs'])).toBe('chs');
    expect(navigationBrand(['ccf', 'esm'])).toBe('esm');
    expect(navigationBrand(['ccf', 'tmx'])).toBe('ccf');
    expect(navigationBrand(['inl', 'tmx'])).toBe('tmx');
    expect(navigationBrand(['inl'])).toBe('inl');
    expect(navigationBrand([])).toBeUndefined();
  });

  it('covers every brand exactly once in the priority list', () => {
    expect([...NAVIGATION_BRAND_PRIORITY].sort()).toEqual([...BRAND_CODES].sort());
  });

  it('returns an owned brand, never inl for a tmx user, and the highest-priority one', () => {
    fc.assert(
      fc.property(brandSet, (brands) => {
        const chosen = navigationBrand(brands);
        if (brands.length === 0) return chosen === undefined;
        if (chosen === undefined || !brands.includes(chosen)) return false;
        if (brands.includes('tmx') && chosen === 'inl') return false;
        const rank = NAVIGATION_BRAND_PRIORITY.indexOf(chosen);
        return brands.every((b) => NAVIGATION_BRAND_PRIORITY.indexOf(b) >= rank);
      }),
    );
  });
});

describe('brandUserFlags', () => {
  it('marks exactly the brands present', () => {
    expect(brandUserFlags(['inl', 'cic'])).toMatchObject({
      inl: true,
      cic: true,
      tmx: false,
      c1l: false,
    });
  });
});

describe('availability and route guard', () => {
  const providers: BrandProviders = {
    inl: { availableProviders: ['a'] },
    tmx: { availableProviders: [] },
  };

  it('needs membership and an available provider', () => {
    expect(isBrandAvailable('inl', ['inl'], providers)).toBe(true);
    expect(isBrandAvailable('tmx', ['tmx'], providers)).toBe(false);
    expect(isBrandAvailable('inl', ['tmx'], providers)).toBe(false);
    expect(isBrandAvailable('cic', ['cic'], providers)).toBe(false);
  });

  it('allows a brandless user except on ccc and inl', () => {
    expect(brandRouteAllowed('tmx', [], allUp)).toBe(true);
    expect(brandRouteAllowed('cic', [], {})).toBe(true);
    expect(brandRouteAllowed('ccc', [], allUp)).toBe(false);
    expect(brandRouteAllowed('inl', [], allUp)).toBe(false);
    expect(brandRouteAllowed('tmx', ['inl'], allUp)).toBe(false);
    expect(brandRouteAllowed('inl', ['inl'], allUp)).toBe(true);
  });

  it('is allowed exactly when available or brandless (outside ccc/inl)', () => {
    const brand = fc.constantFrom<BrandCode>(...BRAND_CODES);
    fc.assert(
      fc.property(brand, brandSet, brandSet, (b, mine, up) => {
        const p: BrandProviders = Object.fromEntries(
          up.map((x) => [x, { availableProviders: ['p'] }]),
        );
        const expected =
          (mine.includes(b) && up.includes(b)) || (mine.length === 0 && b !== 'ccc' && b !== 'inl');
        return brandRouteAllowed(b, mine, p) === expected;
      }),
    );
  });

  it('needs maintenance when the user has brands but no provider is available', () => {
    expect(needsMaintenanceForProviders([], {})).toBe(false);
    expect(needsMaintenanceForProviders(['tmx'], providers)).toBe(true);
    expect(needsMaintenanceForProviders(['tmx', 'inl'], providers)).toBe(false);
    expect(needsMaintenanceForProviders(['cic'], {})).toBe(true);
  });
});
