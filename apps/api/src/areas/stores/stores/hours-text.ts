/**
 * A store's opening hours as lines in the reader's language (issue 17): English as the store system writes them
 * ('Mon-Fri 9:00 AM-7:00 PM'); Spanish from the parsed hours, day and time names through Intl ('lun–vie 9:00 a.m.–7:00 p.m.').
 */
import type { TLanguage } from '@lender/contract';
import { parseStoreHours, type DayHours } from '@lender/domain';
import { INTL_LOCALE, text, translate } from '../../../i18n';

/** Monday first, as stores list their week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === null ? b === null : b !== null && a.open === b.open && a.close === b.close;

function dayName(day: number, language: TLanguage): string {
  // 2026-01-04 was a Sunday
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 4 + day)));
}

function clock(minutes: number, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 4, 0, minutes)));
}

export function hoursLinesIn(hoursRaw: string, language: TLanguage): string[] {
  const raw = hoursRaw
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (language === 'en') return raw;
  let week;
  try {
    week = parseStoreHours(hoursRaw);
  } catch {
    return raw; // hours the parser cannot read are shown as the store system wrote them
  }
  const lines: string[] = [];
  for (let i = 0; i < WEEK.length;) {
    const first = WEEK[i]!;
    let j = i;
    while (j + 1 < WEEK.length && sameHours(week[WEEK[j + 1]!] ?? null, week[first] ?? null))
      j += 1;
    const last = WEEK[j]!;
    const days =
      first === last
        ? dayName(first, language)
        : `${dayName(first, language)}–${dayName(last, language)}`;
    const hours = week[first] ?? null;
    lines.push(
      `${days} ${hours ? `${clock(hours.open, language)}–${clock(hours.close, language)}` : translate(language, text('stores.closed'))}`,
    );
    i = j + 1;
  }
  return lines;
}
