/**
 * Spec §7 GET /nextBusinessDate and §5 (a valid YYYY-MM-DD date): the next weekday after a date
 * that is not a US federal holiday as observed (a Saturday holiday on the Friday before, a Sunday
 * holiday on the Monday after). Pure calendar arithmetic: no time zone is involved.
 */
import { daysInMonth, formatIsoDate, parseIsoDate, type CalendarDate } from '../validation/dates';

/** 0 = Sunday … 6 = Saturday (Sakamoto's method, proleptic Gregorian). */
export function dayOfWeek({ year, month, day }: CalendarDate): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const y = month < 3 ? year - 1 : year;
  return (
    (y +
      Math.floor(y / 4) -
      Math.floor(y / 100) +
      Math.floor(y / 400) +
      offsets[month - 1]! +
      day) %
    7
  );
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  let { year, month, day } = date;
  day += days;
  while (day > daysInMonth(year, month)) {
    day -= daysInMonth(year, month);
    month += 1;
    if (month > 12) [month, year] = [1, year + 1];
  }
  while (day < 1) {
    month -= 1;
    if (month < 1) [month, year] = [12, year - 1];
    day += daysInMonth(year, month);
  }
  return { year, month, day };
}

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = dayOfWeek({ year, month, day: 1 });
  return { year, month, day: 1 + ((weekday - first + 7) % 7) + 7 * (n - 1) };
}

function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const lastDay = daysInMonth(year, month);
  const last = dayOfWeek({ year, month, day: lastDay });
  return { year, month, day: lastDay - ((last - weekday + 7) % 7) };
}

/** Saturday → the Friday before, Sunday → the Monday after. */
function observed(date: CalendarDate): CalendarDate {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The observed US federal holidays of a year's calendar (Juneteenth from 2021), as YYYY-MM-DD. */
export function usFederalHolidays(year: number): string[] {
  const fixed = (month: number, day: number) => observed({ year, month, day });
  const holidays = [
    fixed(1, 1),
    nthWeekday(year, 1, MONDAY, 3),
    nthWeekday(year, 2, MONDAY, 3),
    lastWeekday(year, 5, MONDAY),
    ...(year >= 2021 ? [fixed(6, 19)] : []),
    fixed(7, 4),
    nthWeekday(year, 9, MONDAY, 1),
    nthWeekday(year, 10, MONDAY, 2),
    fixed(11, 11),
    nthWeekday(year, 11, THURSDAY, 4),
    fixed(12, 25),
  ];
  return holidays.map(formatIsoDate).sort();
}

/** True on an observed US federal holiday (including a next year's New Year observed on Dec 31). */
export function isUsFederalHoliday(date: CalendarDate): boolean {
  const iso = formatIsoDate(date);
  return [date.year, date.year + 1].some((year) => usFederalHolidays(year).includes(iso));
}

export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isUsFederalHoliday(date);
}

/** The next business date after a YYYY-MM-DD date; a RangeError for anything else. */
export function nextBusinessDate(isoDate: string): string {
  const start = parseIsoDate(isoDate);
  if (start === null) throw new RangeError(`Not a valid YYYY-MM-DD date: ${isoDate}`);
  let date = addDays(start, 1);
  while (!isBusinessDay(date)) date = addDays(date, 1);
  if (date.year > 9999) throw new RangeError(`No business date after ${isoDate} within year 9999`);
  return formatIsoDate(date);
}
