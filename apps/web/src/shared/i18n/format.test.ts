import { describe, expect, it } from 'vitest';
import { formatBusinessDay, formatDate, formatFor, formatMoney, intlLocale } from './format';

describe('formatMoney', () => {
  it('writes dollars with a thousands separator and 2 decimals in both languages', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'es')).toBe('$1,234.56');
    expect(formatMoney(5, 'es')).toBe('$0.05');
    expect(formatMoney(-50000, 'en')).toBe('-$500.00');
    expect(formatMoney(0, 'es')).toBe('$0.00');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatMoney(1.5, 'en')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('is MM/DD/YYYY in English (spec §5)', () => {
    expect(formatDate('2026-12-05', 'en')).toBe('12/05/2026');
    expect(formatDate('2024-02-29T23:30:00Z', 'en')).toBe('02/29/2024');
  });

  it('is a long date in Spanish, never a day/month a Spanish reader would misread', () => {
    expect(formatDate('2026-12-05', 'es')).toBe('5 de diciembre de 2026');
    expect(formatDate('2026-01-31', 'es')).toBe('31 de enero de 2026');
    expect(formatDate('2026-12-05', 'es')).not.toMatch(/\d+\/\d+\/\d+/);
  });

  it('hides a missing, unreadable or placeholder date', () => {
    expect(formatDate(undefined, 'en')).toBeUndefined();
    expect(formatDate('', 'es')).toBeUndefined();
    expect(formatDate('not a date', 'en')).toBeUndefined();
    expect(formatDate('2026-02-30', 'en')).toBeUndefined();
    expect(formatDate('1901-01-01', 'es')).toBeUndefined();
  });
});

describe('formatBusinessDay', () => {
  it('is the day America/Chicago saw, in the language', () => {
    // 03:00 UTC on the 6th is still the 5th in Chicago
    expect(formatBusinessDay('2026-12-06T03:00:00Z', 'en')).toBe('12/05/2026');
    expect(formatBusinessDay('2026-12-06T03:00:00Z', 'es')).toBe('5 de diciembre de 2026');
  });
});

describe('formatFor', () => {
  it('binds the language, and maybeMoney passes a missing amount on', () => {
    const es = formatFor('es');
    expect(es.locale).toBe('es-US');
    expect(intlLocale('en')).toBe('en-US');
    expect(es.money(100)).toBe('$1.00');
    expect(es.maybeMoney(null)).toBeUndefined();
    expect(es.date('2026-07-04')).toBe('4 de julio de 2026');
  });
});
