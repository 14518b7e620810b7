import { describe, expect, it } from 'vitest';
import { BRANDS, routeBrandOf } from './brands';

/** Words of real consumer lenders' names the placeholders must stay clear of (DESIGN §1: no real company's name). */
const REAL_LENDER_WORDS = [
  'title max',
  'titlemax',
  'check into',
  'check smart',
  'checksmart',
  'community choice',
  'insta',
  'instant loan',
  'cash 1',
  'california check',
  'california cash',
  'easy money',
  'easy street',
  'speedy',
  'ace cash',
  'advance america',
  'check n go',
  'cash store',
  'loanmax',
  'onemain',
];

describe('brand display names', () => {
  it('are neutral placeholders, none close to a real lender’s name', () => {
    for (const brand of BRANDS) {
      const name = brand.displayName.toLowerCase();
      expect(
        REAL_LENDER_WORDS.filter((word) => name.includes(word)),
        `${brand.code}: ${brand.displayName}`,
      ).toEqual([]);
    }
  });

  it('are eight different names', () => {
    expect(new Set(BRANDS.map((brand) => brand.displayName)).size).toBe(8);
  });
});

describe('routeBrandOf', () => {
  it('names the brand of a /{brand}/… path, and none for any other path', () => {
    expect(routeBrandOf('/tmx/Accounts')).toBe('tmx');
    expect(routeBrandOf('/inl/Accounts/123/Payment')).toBe('inl');
    expect(routeBrandOf('/inl')).toBe('inl');
    for (const path of ['/', '/Register', '/TMX/Accounts', '/xyz/Accounts', ''])
      expect(routeBrandOf(path), path).toBeUndefined();
  });
});
