/**
 * Store opening hours from a store's hoursRaw, e.g.
 * 'Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed'. Days are 0 (Sun) … 6 (Sat); times are
 * minutes after local midnight.
 */
export interface DayHours {
  open: number;
  close: number;
}
/** index 0 = Sunday; null = closed */
export type WeeklyHours = (DayHours | null)[];

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function dayIndex(name: string): number {
  const index = WEEKDAY_NAMES.findIndex((d) => d.toLowerCase() === name.slice(0, 3).toLowerCase());
  if (index < 0) throw new Error(`Unknown day '${name}' in store hours`);
  return index;
}

function days(spec: string): number[] {
  const result: number[] = [];
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from, to] = part.split('-').map((d) => dayIndex(d.trim()));
    if (from === undefined) continue;
    if (to === undefined) result.push(from);
    else
      for (let d = from; ; d = (d + 1) % 7) {
        result.push(d);
        if (d === to) break;
      }
  }
  return result;
}

/** '9:00 AM' → 540; '12:30 PM' → 750; '12:00 AM' → 0. */
export function clockMinutes(text: string): number {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new Error(`Unknown time '${text}' in store hours`);
  const hour = Number(match[1]) % 12;
  const minutes = Number(match[2] ?? '0');
  const pm = match[3]?.toUpperCase() === 'PM';
  return (hour + (pm ? 12 : 0)) * 60 + minutes;
}

/** Parses hoursRaw; a day not mentioned is closed. Throws on text it cannot read. */
export function parseStoreHours(hoursRaw: string): WeeklyHours {
  const week: WeeklyHours = [null, null, null, null, null, null, null];
  for (const segment of hoursRaw
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match =
      /^([A-Za-z,\s-]+?)\s+(Closed|\d{1,2}(?::\d{2})?\s*[AP]M\s*-\s*\d{1,2}(?::\d{2})?\s*[AP]M)$/i.exec(
        segment,
      );
    if (!match?.[1] || !match[2]) throw new Error(`Unreadable store hours segment '${segment}'`);
    const range = match[2];
    let hours: DayHours | null = null;
    if (!/^closed$/i.test(range)) {
      const [open, close] = range.split(/\s*-\s*/).map(clockMinutes);
      if (open === undefined || close === undefined || close <= open)
        throw new Error(`Bad store hours '${range}'`);
      hours = { open, close };
    }
    for (const d of days(match[1])) week[d] = hours;
  }
  return week;
}
