import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  dayOfWeek,
  isUsFederalHoliday,
  nextBusinessDate,
  usFederalHolidays,
} from './business-date';
import { formatIsoDate, parseIsoDate } from '../validation/dates';

describe('usFederalHolidays', () => {
  it('lists the observed 2026 holidays', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday: observed Friday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to Monday and has no Juneteenth before 2021', () => {
    expect(usFederalHolidays(2023)).toContain('2023-01-02');
    expect(usFederalHolidays(2022)).toContain('2022-12-26');
    expect(usFederalHolidays(2020).some((d) => d.startsWith('2020-06-'))).toBe(false);
  });

  it('counts the next New Year observed on Friday December 31', () => {
    expect(isUsFederalHoliday({ year: 2021, month: 12, day: 31 })).toBe(true);
    expect(isUsFederalHoliday({ year: 2021, month: 12, day: 30 })).toBe(false);
  });
});

describe('nextBusinessDate', () => {
  it('skips weekends and observed holidays', () => {
    expect(nextBusinessDate('2026-03-10')).toBe('2026-03-11');
    expect(nextBusinessDate('2026-03-13')).toBe('2026-03-16'); // Friday → Monday
    expect(nextBusinessDate('2026-09-04')).toBe('2026-09-08'); // Labor Day Monday
    expect(nextBusinessDate('2026-07-02')).toBe('2026-07-06'); // observed July 4 on Friday
    expect(nextBusinessDate('2026-11-25')).toBe('2026-11-27'); // Thanksgiving
    expect(nextBusinessDate('2021-12-30')).toBe('2022-01-03'); // New Year observed 2021-12-31
    expect(nextBusinessDate('2024-02-28')).toBe('2024-02-29');
  });

  it('throws a RangeError on anything but a valid YYYY-MM-DD date', () => {
    for (const bad of ['2026-02-30', '03/10/2026', '2026-3-10', '', '2026-03-10T00:00:00Z']) {
      expect(() => nextBusinessDate(bad)).toThrow(RangeError);
    }
  });

  const dateArb = fc
    .date({
      min: new Date(Date.UTC(1990, 0, 1)),
      max: new Date(Date.UTC(2100, 11, 31)),
      noInvalidDate: true,
    })
    .map((d) =>
      formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }),
    );

  const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

  it('is after the input, a weekday, never a holiday and at most 4 days later', () => {
    fc.assert(
      fc.property(dateArb, (iso) => {
        const next = nextBusinessDate(iso);
        const date = parseIsoDate(next)!;
        const gap = dayNumber(next) - dayNumber(iso);
        expect(gap).toBeGreaterThanOrEqual(1);
        expect(gap).toBeLessThanOrEqual(4);
        expect([0, 6]).not.toContain(dayOfWeek(date));
        expect(isUsFederalHoliday(date)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('the weekday agrees with the platform calendar', () => {
    fc.assert(
      fc.property(dateArb, (iso) => {
        expect(dayOfWeek(parseIsoDate(iso)!)).toBe(new Date(`${iso}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});
