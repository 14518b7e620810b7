/**
 * Money and dates as the reader's language writes them (decision 015), the one place the web formats them:
 * amounts through Intl as US dollars ('$1,234.56' in both languages); a calendar date as the spec's
 * MM/DD/YYYY in English and as a long date in Spanish ('5 de diciembre de 2026'), since a Spanish reader
 * takes 05/12/2026 for the 5th of December. Components use useFormat(); code outside React passes the language.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, isDisplayableDate } from '@lender/domain';

/** The Intl locale of an app language ('en' → 'en-US', 'es' → 'es-US'): US dollars and US time zones in both. */
export function intlLocale(language: string): 'en-US' | 'es-US' {
  return language.startsWith('es') ? 'es-US' : 'en-US';
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** Integer cents as dollars: '$1,234.56', '-$5.00'. */
export function formatMoney(cents: number, language: string): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const locale = intlLocale(language);
  const formatter = cached(`money:${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));
  return formatter.format(cents / 100);
}

function dayFormatter(language: string, timeZone: string): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const options: Intl.DateTimeFormatOptions =
    locale === 'es-US' ? { dateStyle: 'long', timeZone } : { year: 'numeric', month: '2-digit', day: '2-digit', timeZone };
  return cached(`day:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * A calendar date ('YYYY-MM-DD', or the date part of an ISO time as written): '12/05/2026' / '5 de diciembre
 * de 2026'; undefined for a missing, unreadable or placeholder date (on or before 1901-01-01, spec §5).
 */
export function formatDate(value: string | null | undefined, language: string): string | undefined {
  if (!value || !isDisplayableDate(value)) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(at.getTime()) ? undefined : dayFormatter(language, 'UTC').format(at);
}

/** The day of an instant as the business (America/Chicago) saw it, in the date format of formatDate. */
export function formatBusinessDay(iso: string, language: string): string {
  return dayFormatter(language, DEFAULT_TIME_ZONE).format(new Date(iso));
}

/** An instant as a date and time of the device's own zone: 'Nov 27, 2026, 4:52 AM' / '27 nov 2026, 4:52 a.m.'. */
export function formatDateTime(instant: number, language: string): string {
  const locale = intlLocale(language);
  return cached(`dateTime:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(instant),
  );
}

export interface Format {
  locale: 'en-US' | 'es-US';
  money: (cents: number) => string;
  /** undefined for null/undefined cents, for a list of facts that hides what is missing */
  maybeMoney: (cents: number | null | undefined) => string | undefined;
  date: (value: string | null | undefined) => string | undefined;
  businessDay: (iso: string) => string;
  /** an instant (ms) in the device's zone, with its time */
  dateTime: (instant: number) => string;
}

export function formatFor(language: string): Format {
  return {
    locale: intlLocale(language),
    money: (cents) => formatMoney(cents, language),
    maybeMoney: (cents) => (cents === null || cents === undefined ? undefined : formatMoney(cents, language)),
    date: (value) => formatDate(value, language),
    businessDay: (iso) => formatBusinessDay(iso, language),
    dateTime: (instant) => formatDateTime(instant, language),
  };
}

/** The formatters of the language shown now (re-rendered when it changes). */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  return useMemo(() => formatFor(i18n.language), [i18n.language]);
}
