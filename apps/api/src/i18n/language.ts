/**
 * The reader's language (decision 014): the first of en/es in the request's Accept-Language, q-values honoured,
 * else English. A job has no request: it uses the language stored with the operation when it was asked for.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@lender/contract';

/** The first of en/es in the client's order of preference (q-values honoured), else English. */
export function pickLanguage(acceptLanguage: string | undefined): TLanguage {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.primary));
  return (match?.primary as TLanguage | undefined) ?? DEFAULT_LANGUAGE;
}

/** A stored language (a column written by an older release may hold anything): en or es, else English. */
export function languageOr(value: string | null | undefined): TLanguage {
  return (LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as TLanguage)
    : DEFAULT_LANGUAGE;
}

/** The locale Intl formats in: US Spanish (dates spelled out, dollars as $) or US English. */
export const INTL_LOCALE: Record<TLanguage, string> = { en: 'en-US', es: 'es-US' };

/** "$1,250.50" in both languages (es-US writes dollars as the US does). */
export function formatMoney(cents: number, language: TLanguage): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}

/** A calendar date ("2026-11-05" or a Date, read in UTC) spelled out: "November 5, 2026" / "5 de noviembre de 2026". */
export function formatLongDate(date: string | Date, language: TLanguage): string {
  const value = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(value);
}

/** A calendar date with its month abbreviated, for narrow columns: "Nov 5, 2026" / "5 nov 2026". */
export function formatMediumDate(date: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A month of a year ("2026-11-…"): "November 2026" / "noviembre de 2026". */
export function formatMonthYear(date: string | Date, language: TLanguage): string {
  const value = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}
