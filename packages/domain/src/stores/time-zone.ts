/** Wall-clock arithmetic in an IANA time zone with Intl only (no I/O, no libraries). */
export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' (24 h) */
  time: string;
  /** minutes after local midnight */
  minutes: number;
  /** 0 (Sun) … 6 (Sat) */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `timeZone` is an IANA name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function fields(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    min: Number(parts.minute),
    s: Number(parts.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The time zone's offset from UTC at `instant`, in minutes (Chicago in winter: -360). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const { y, m, d, h, min, s } = fields(instant, timeZone);
  const asUtc = Date.UTC(y, m - 1, d, h, min, s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The wall-clock date, time and weekday of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const { y, m, d, h, min } = fields(instant, timeZone);
  const date = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
  return { date, time: `${pad(h)}:${pad(min)}`, minutes: h * 60 + min, weekday: weekdayOf(date) };
}

/** 0 (Sun) … 6 (Sat) of a 'YYYY-MM-DD' calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** The instant at which the wall clock in `timeZone` shows `date` at `minutes` after midnight. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const second = guess - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** ISO 8601 with the zone's offset: '2026-03-10T09:00:00-05:00'. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const { y, m, d, h, min, s } = fields(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:${pad(s)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
