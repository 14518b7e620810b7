import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatCents,
  formatCentsForServer,
  padCurrencyOnBlur,
  parseCurrencyToCents,
  sanitizeCurrencyInput,
} from './currency';

const cents = fc.integer({ min: 0, max: 1_000_000_000 });

describe('parseCurrencyToCents', () => {
  it('accepts well-formed amounts', () => {
    expect(parseCurrencyToCents('$1,234.56')).toBe(123456);
    expect(parseCurrencyToCents('1234.5')).toBe(123450);
    expect(parseCurrencyToCents('0.01')).toBe(1);
    expect(parseCurrencyToCents('1,000,000')).toBe(100_000_000);
    expect(parseCurrencyToCents(' 25 ')).toBe(2500);
    expect(parseCurrencyToCents('.5')).toBe(50);
    expect(parseCurrencyToCents('12.')).toBe(1200);
  });

  it('rejects negatives, more than 2 decimals, letters and bad grouping', () => {
    for (const bad of [
      '-1.00',
      '$-1',
      '1.234',
      '12a',
      'abc',
      '',
      '$',
      '.',
      '1,23',
      '12,3456',
      '1..2',
      '$ 12',
      '1e3',
      'NaN',
    ]) {
      expect(parseCurrencyToCents(bad)).toBeNull();
    }
  });
});

describe('formatting', () => {
  it('formats display and server amounts', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCentsForServer(123456789)).toBe('1,234,567.89');
    expect(formatCentsForServer(0)).toBe('0.00');
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('round-trips format → parse for all cents 0..10^9', () => {
    fc.assert(
      fc.property(
        cents,
        (c) =>
          parseCurrencyToCents(formatCents(c)) === c &&
          parseCurrencyToCents(formatCentsForServer(c)) === c,
      ),
      { numRuns: 2000 },
    );
    for (const edge of [0, 1, 99, 100, 999_999, 1_000_000_000])
      expect(parseCurrencyToCents(formatCents(edge))).toBe(edge);
  });

  it('always shows two decimals and correct grouping for the server', () => {
    fc.assert(fc.property(cents, (c) => /^\d{1,3}(,\d{3})*\.\d{2}$/.test(formatCentsForServer(c))));
  });
});

describe('currency control helpers', () => {
  it('sanitizes typing', () => {
    expect(sanitizeCurrencyInput('$1234.567')).toBe('1,234.56');
    expect(sanitizeCurrencyInput('0005')).toBe('5');
    expect(sanitizeCurrencyInput('0.5')).toBe('0.5');
    expect(sanitizeCurrencyInput('00.50')).toBe('0.50');
    expect(sanitizeCurrencyInput('.')).toBe('0.');
    expect(sanitizeCurrencyInput('1.2.3')).toBe('1.23');
    expect(sanitizeCurrencyInput('abc')).toBe('');
    expect(sanitizeCurrencyInput('0')).toBe('0');
    expect(sanitizeCurrencyInput('12,34')).toBe('1,234');
  });

  it('pads on blur', () => {
    expect(padCurrencyOnBlur('12')).toBe('12.00');
    expect(padCurrencyOnBlur('1,234.5')).toBe('1,234.50');
    expect(padCurrencyOnBlur('.5')).toBe('0.50');
    expect(padCurrencyOnBlur('7.')).toBe('7.00');
    expect(padCurrencyOnBlur('')).toBe('');
  });

  it('is idempotent and always yields a parseable amount', () => {
    fc.assert(
      fc.property(
        fc.string({
          maxLength: 20,
          unit: fc.constantFrom('0', '1', '5', '9', '.', ',', '$', 'a', '-', ' '),
        }),
        (raw) => {
          const once = sanitizeCurrencyInput(raw);
          if (sanitizeCurrencyInput(once) !== once) return false;
          if (once === '') return padCurrencyOnBlur(raw) === '';
          const padded = padCurrencyOnBlur(raw);
          return (
            parseCurrencyToCents(once) !== null &&
            parseCurrencyToCents(padded) === parseCurrencyToCents(once) &&
            /\.\d{2}$/.test(padded)
          );
        },
      ),
    );
  });

  it('keeps the value of a formatted amount', () => {
    fc.assert(
      fc.property(cents, (c) => parseCurrencyToCents(padCurrencyOnBlur(formatCents(c))) === c),
    );
  });
});
