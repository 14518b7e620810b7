/** Calendar arithmetic for the seed: dates relative to "today" in the business time zone. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(now: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Adds (or with a negative count, subtracts) whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Today in Chicago shifted by a number of days. */
export function chicagoDate(now: Date, days = 0): string {
  return addDays(calendarDate(now), days);
}

/** An instant a whole number of days after (or before) now. */
export function instantAfterDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}
