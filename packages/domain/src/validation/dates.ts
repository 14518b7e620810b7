/** Spec §5 Date: MM/DD/YYYY, leap-year aware; next business date YYYY-MM-DD; filters hide ≤ 1901-01-01. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Parses MM/DD/YYYY into a real calendar date; null otherwise. */
export function parseUsDate(text: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const date = { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]) };
  return isValidCalendarDate(date) ? date : null;
}

export function formatUsDate(date: CalendarDate): string {
  return `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}`;
}

/** Parses YYYY-MM-DD (anything after the date, such as a time, is not accepted); null otherwise. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidCalendarDate(date) ? date : null;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The next business date must be a valid YYYY-MM-DD date. */
export function isValidNextBusinessDate(text: string | null | undefined): boolean {
  return typeof text === 'string' && parseIsoDate(text) !== null;
}

export function usDateToIso(text: string): string | null {
  const d = parseUsDate(text);
  return d ? formatIsoDate(d) : null;
}

export function isoDateToUs(text: string): string | null {
  const d = parseIsoDate(text.slice(0, 10));
  return d ? formatUsDate(d) : null;
}

/** Dates on or before this are placeholders and are hidden by the date filters. */
export const HIDDEN_DATE_CUTOFF = '1901-01-01';

function toCalendarDate(value: string | Date): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return {
      year: value.getUTCFullYear(),
      month: value.getUTCMonth() + 1,
      day: value.getUTCDate(),
    };
  }
  return parseUsDate(value) ?? parseIsoDate(value.trim().slice(0, 10));
}

/**
 * False for a missing or unreadable date and for dates on or before 1901-01-01. Accepts a Date
 * (read in UTC), an ISO date or date-time string, or MM/DD/YYYY.
 */
export function isDisplayableDate(value: string | Date | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return false;
  const date = toCalendarDate(value);
  return date !== null && formatIsoDate(date) > HIDDEN_DATE_CUTOFF;
}

/**
 * Calendar days from `from` to `to` (both 'YYYY-MM-DD'): negative when `to` is earlier. The one day count for
 * dates (accrual, payoff quotes); throws on a date that is not a real calendar date.
 */
export function daysBetween(from: string, to: string): number {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) throw new RangeError(`not a date: ${start ? to : from}`);
  const utc = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);
  return Math.round((utc(end) - utc(start)) / 86_400_000);
}
