/** Display helpers of the stores feature: time zones, appointment days and times, store hours. */

/** The zone's name at a moment, e.g. 'Central Daylight Time' (long) or 'CDT' (short). */
export function zoneName(
  timeZone: string,
  locale: string,
  style: 'long' | 'short' = 'long',
  at: Date = new Date(),
): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(
      at,
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The wall-clock time of an instant in a time zone, with the zone: '9:00 AM CDT'. */
export function formatTimeInZone(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The wall-clock time of an instant in a time zone, without the zone: '9:00 AM'. */
export function formatTimeOnly(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** A calendar date 'YYYY-MM-DD' as the three short lines of a day button: 'Mon', '6', 'Jul'. */
export function calendarDayParts(
  date: string,
  locale: string,
): { weekday: string; day: string; month: string } {
  const at = noonUtc(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
  };
}

function noonUtc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
}

/** A calendar date 'YYYY-MM-DD' as 'Monday, June 3' (the date itself; no zone shift). */
export function formatCalendarDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(noonUtc(date));
}

/** The store's hours, one line per day range: 'Mon-Fri 9:00 AM-7:00 PM; Sat …' → ['Mon-Fri 9:00 AM-7:00 PM', …]. */
export function hoursLines(hoursRaw: string): string[] {
  return hoursRaw
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
}
