/**
 * Calendar arithmetic for Regulation Z's actuarial method (12 CFR 1026 Appendix J (b)(3)–(5)) on 'YYYY-MM-DD'
 * dates, in UTC so no time zone or daylight saving moves a day.
 */

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** The whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 'YYYY-MM-DD' `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `isoDate` moved by `months` (negative: back). Appendix J (b)(3)(iv): months are measured to the same date of
 * another month; from the last day of a month to the last day of another; a 29th, 30th or 31st that a month
 * does not have becomes its last day.
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfSource = day === daysInMonth(year, month - 1);
  const last = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
  const targetDay = lastOfSource ? last : Math.min(day, last);
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), targetDay))
    .toISOString()
    .slice(0, 10);
}

/** One semimonth back: from the 16th or later to the 1st–15th of the same month, else to the previous month's second half. */
export function semimonthBack(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (day > 15) return new Date(Date.UTC(year, month - 1, day - 15)).toISOString().slice(0, 10);
  const previousLast = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const back = Math.min(day + 15, previousLast);
  return new Date(Date.UTC(year, month - 2, back)).toISOString().slice(0, 10);
}
