import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  cardBin,
  cardLastFour,
  formatCardExpiry,
  isCardExpired,
  parseCardExpiry,
  validateCardToken,
} from './card-expiry';

describe('card expiry', () => {
  it('parses MM/YY', () => {
    expect(parseCardExpiry('07/27')).toEqual({ month: 7, year: 2027 });
    expect(parseCardExpiry('13/27')).toBeNull();
    expect(parseCardExpiry('00/27')).toBeNull();
    expect(parseCardExpiry('7/27')).toBeNull();
    expect(parseCardExpiry('07/2027')).toBeNull();
  });

  it('accepts the expiry typed without a slash or with spaces around it (MMYY, MM / YY)', () => {
    expect(parseCardExpiry('1229')).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry('12 / 29')).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry(' 12/ 29 ')).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry('1329')).toBeNull();
    expect(parseCardExpiry('072027')).toBeNull();
    expect(parseCardExpiry('12//29')).toBeNull();
  });

  it('formats as 2 digits each and round-trips', () => {
    expect(formatCardExpiry(3, 2029)).toBe('03/29');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (m, y) => {
        const parsed = parseCardExpiry(formatCardExpiry(m, y));
        return parsed?.month === m && parsed.year === y;
      }),
    );
  });

  it('is expired only when its month is before the current month', () => {
    const now = new Date(2025, 5, 30); // June 2025
    expect(isCardExpired(6, 2025, now)).toBe(false);
    expect(isCardExpired(6, 25, now)).toBe(false);
    expect(isCardExpired(5, 2025, now)).toBe(true);
    expect(isCardExpired(12, 2024, now)).toBe(true);
    expect(isCardExpired(1, 2026, now)).toBe(false);
  });

  it('agrees with calendar order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2060 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 2000, max: 2060 }),
        (m, y, nowMonth, nowYear) => {
          const expired = isCardExpired(m, y, new Date(nowYear, nowMonth, 15));
          return expired === (y < nowYear || (y === nowYear && m - 1 < nowMonth));
        },
      ),
    );
  });

  it('keeps last 4 and bin, and requires a token', () => {
    expect(cardLastFour('4111 1111 1111 1234')).toBe('1234');
    expect(cardBin('4111-2222-3333-4444')).toBe('41112222');
    expect(validateCardToken('')).toBe('Please confirm card information is entered correctly');
    expect(validateCardToken('tok_1')).toBeNull();
  });
});
