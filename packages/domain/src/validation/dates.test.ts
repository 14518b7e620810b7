import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  daysInMonth,
  formatIsoDate,
  formatUsDate,
  isDisplayableDate,
  isLeapYear,
  isValidNextBusinessDate,
  isoDateToUs,
  parseIsoDate,
  parseUsDate,
  usDateToIso,
} from './dates';

describe('US dates', () => {
  it('is leap-year aware', () => {
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('02/29/1900')).toBeNull();
    expect(parseUsDate('02/29/2000')).not.toBeNull();
    expect(parseUsDate('04/31/2024')).toBeNull();
    expect(parseUsDate('13/01/2024')).toBeNull();
    expect(parseUsDate('1/01/2024')).toBeNull();
    expect(isLeapYear(2100)).toBe(false);
  });

  it('agrees with the JavaScript calendar for every day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const js = new Date(Date.UTC(2000, m - 1, d));
          js.setUTCFullYear(y, m - 1, d);
          const real = js.getUTCMonth() === m - 1 && js.getUTCDate() === d;
          const text = formatUsDate({ year: y, month: m, day: d });
          return (parseUsDate(text) !== null) === real && d <= daysInMonth(y, m) === real;
        },
      ),
    );
  });

  it('round-trips between US and ISO forms', () => {
    expect(usDateToIso('07/04/1990')).toBe('1990-07-04');
    expect(isoDateToUs('1990-07-04T00:00:00Z')).toBe('07/04/1990');
    expect(usDateToIso('1990-07-04')).toBeNull();
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (dt) => {
          const iso = dt.toISOString().slice(0, 10);
          const us = isoDateToUs(iso);
          return (
            us !== null && usDateToIso(us) === iso && formatIsoDate(parseIsoDate(iso)!) === iso
          );
        },
      ),
    );
  });
});

describe('next business date', () => {
  it('must be a valid YYYY-MM-DD date', () => {
    expect(isValidNextBusinessDate('2025-06-30')).toBe(true);
    expect(isValidNextBusinessDate('2025-06-31')).toBe(false);
    expect(isValidNextBusinessDate('06/30/2025')).toBe(false);
    expect(isValidNextBusinessDate('2025-6-30')).toBe(false);
    expect(isValidNextBusinessDate(null)).toBe(false);
  });
});

describe('isDisplayableDate', () => {
  it('hides dates on or before 1901-01-01 and unreadable values', () => {
    expect(isDisplayableDate('1901-01-01')).toBe(false);
    expect(isDisplayableDate('1901-01-01T00:00:00')).toBe(false);
    expect(isDisplayableDate('1900-01-01')).toBe(false);
    expect(isDisplayableDate('01/01/1901')).toBe(false);
    expect(isDisplayableDate('1901-01-02')).toBe(true);
    expect(isDisplayableDate('01/02/1901')).toBe(true);
    expect(isDisplayableDate(new Date('2025-01-01T00:00:00Z'))).toBe(true);
    expect(isDisplayableDate(new Date('1901-01-01T12:00:00Z'))).toBe(false);
    expect(isDisplayableDate(new Date('nope'))).toBe(false);
    expect(isDisplayableDate('')).toBe(false);
    expect(isDisplayableDate(undefined)).toBe(false);
    expect(isDisplayableDate('soon')).toBe(false);
  });
});
