import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, isMainFamily } from './brands';
import {
  featureAlternatives,
  isFeatureAvailable,
  isUnavailableFeature,
  UNAVAILABLE_FEATURES,
} from './feature-availability';

describe('isFeatureAvailable', () => {
  it('offers and origination only in the main family', () => {
    for (const brand of BRAND_CODES)
      for (const feature of UNAVAILABLE_FEATURES)
        expect(isFeatureAvailable(brand, feature)).toBe(isMainFamily(brand));
  });
  it('knows its feature names and nothing else', () => {
    expect(isUnavailableFeature('offers')).toBe(true);
    expect(isUnavailableFeature('toString')).toBe(false);
    expect(isUnavailableFeature(undefined)).toBe(false);
  });
});

describe('featureAlternatives', () => {
  it('sends a chs borrower who also holds tmx to the tmx app, a store and contact us', () => {
    expect(featureAlternatives('chs', 'offers', ['chs', 'tmx'])).toEqual([
      { kind: 'brandApp', brand: 'tmx' },
      { kind: 'store' },
      { kind: 'contactUs' },
    ]);
  });
  it('sends an older-family-only borrower to contact us (no store locator for her)', () => {
    expect(featureAlternatives('chs', 'origination', ['chs'])).toEqual([{ kind: 'contactUs' }]);
  });
  it('always ends with contact us and never offers the brand itself or one without the feature', () => {
    const brand = fc.constantFrom(...BRAND_CODES);
    fc.assert(
      fc.property(brand, fc.constantFrom(...UNAVAILABLE_FEATURES), fc.array(brand), (b, f, own) => {
        const alternatives = featureAlternatives(b, f, own);
        expect(alternatives.at(-1)).toEqual({ kind: 'contactUs' });
        for (const a of alternatives)
          if (a.kind === 'brandApp') {
            expect(a.brand).not.toBe(b);
            expect(isFeatureAvailable(a.brand, f)).toBe(true);
          }
      }),
    );
  });
});
