/**
 * Money and dates as the reader's language writes them (decision 015), the one place the web formats them:
 * amounts as US dollars ('$1,234.56' in both languages); a calendar date as the spec's MM/DD/YYYY in English
 * and as a long date in Spanish ('5 de diciembre de 2026'), since a Spanish reader takes 05/12/2026 for the
 * 5th of December. Money and calendar dates are the domain's forms, not Intl's (decision 031: the first
 * Intl.NumberFormat of a page costs a phone ~150 ms of ICU start-up; the tests hold both equal to Intl's
 * en-US / es-US). Components use useFormat(); code outside React passes the language.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  formatCents,
  formatLocalDateTime,
  formatUsDate,
  localDateOf,
  storeTimeZone,
  isDisplayableDate,
  parseIsoDate,
  zonedParts,
  type CalendarDate,
} from '@lender/domain';

/** The Intl locale of an app language ('en' → 'en-US', 'es' → 'es-US'): US dollars and US time zones in both. */
export function intlLocale(language: string): 'en-US' | 'es-US' {
  return language.startsWith('es') ? 'es-US' : 'en-US';
}

/** Integer cents as dollars: '$1,234.56', '-$5.00' (the same in both languages). */
export function formatMoney(cents: number): string {
  return formatCents(cents);
}

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** '12/05/2026' in English, '5 de diciembre de 2026' in Spanish (Intl's es-US dateStyle 'long'). */
function writeDay(date: CalendarDate, language: string): string {
  if (intlLocale(language) === 'en-US') return formatUsDate(date);
  return `${date.day} de ${SPANISH_MONTHS[date.month - 1]} de ${date.year}`;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar date as a screen reader should say it (decision 061): 'December 5, 2026' in English, where the screen's
 * '12/05/2026' is read out as numbers and slashes; the Spanish long date is already words.
 */
export function formatSpokenDate(
  value: string | null | undefined,
  language: string,
): string | undefined {
  if (!value || !isDisplayableDate(value)) return undefined;
  const date = parseIsoDate(value.slice(0, 10));
  if (!date) return undefined;
  if (intlLocale(language) === 'es-US') return writeDay(date, language);
  return `${ENGLISH_MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}

/** A month as a screen reader should say a card's expiry: 'December 2030' / 'diciembre de 2030' (not '12/30'). */
export function formatSpokenMonth(month: number, year: number, language: string): string {
  const fullYear = year < 100 ? 2000 + year : year;
  return intlLocale(language) === 'es-US'
    ? `${SPANISH_MONTHS[month - 1]} de ${fullYear}`
    : `${ENGLISH_MONTHS[month - 1]} ${fullYear}`;
}

/**
 * A calendar date ('YYYY-MM-DD', or the date part of an ISO time as written): '12/05/2026' / '5 de diciembre
 * de 2026'; undefined for a missing, unreadable or placeholder date (on or before 1901-01-01, spec §5).
 */
export function formatDate(value: string | null | undefined, language: string): string | undefined {
  if (!value || !isDisplayableDate(value)) return undefined;
  const date = parseIsoDate(value.slice(0, 10));
  return date ? writeDay(date, language) : undefined;
}

/** The day of an instant as the business (America/Chicago) saw it, in the date format of formatDate. */
export function formatBusinessDay(iso: string, language: string): string {
  const date = parseIsoDate(zonedParts(new Date(iso), DEFAULT_TIME_ZONE).date);
  if (!date) throw new RangeError(`Not an instant: ${iso}`);
  return writeDay(date, language);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as a date and time of the device's own zone: 'Nov 27, 2026, 4:52 AM' / '27 nov 2026, 4:52 a.m.'. */
export function formatDateTime(instant: number, language: string): string {
  const locale = intlLocale(language);
  let formatter = dateTimeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, formatter);
  }
  return formatter.format(new Date(instant));
}

/**
 * Where a loan's store is, as the account detail carries it: the state and the city, since a city in the other zone
 * of a state that spans two (El Paso, TX: Mountain) keeps its own clock (decision 052).
 */
export interface StorePlace {
  localStoreState: string;
  localStoreCity: string;
}

function zoneOf(store: StorePlace): string {
  return storeTimeZone(store.localStoreState, store.localStoreCity);
}

/** An instant on the clock of the store: '12/04/2026, 11:59 PM CST' (never UTC; issue 48). */
export function formatStoreTime(iso: string, store: StorePlace, language: string): string {
  return formatLocalDateTime(
    new Date(iso),
    zoneOf(store),
    intlLocale(language) === 'es-US' ? 'es' : 'en',
  );
}

/** The day of an instant at the store, in the date format of formatDate. */
export function formatStoreDay(iso: string, store: StorePlace, language: string): string {
  const date = parseIsoDate(localDateOf(new Date(iso), zoneOf(store)));
  if (!date) throw new RangeError(`Not an instant: ${iso}`);
  return writeDay(date, language);
}

export interface Format {
  locale: 'en-US' | 'es-US';
  money: (cents: number) => string;
  /** undefined for null/undefined cents, for a list of facts that hides what is missing */
  maybeMoney: (cents: number | null | undefined) => string | undefined;
  date: (value: string | null | undefined) => string | undefined;
  /** the same date as a listener understands it ('December 5, 2026'), for a screen reader */
  spokenDate: (value: string | null | undefined) => string | undefined;
  businessDay: (iso: string) => string;
  /** an instant (ms) in the device's zone, with its time */
  dateTime: (instant: number) => string;
  /** an instant (ISO) on the clock of the borrower's store (its state and city), with the zone's name */
  storeTime: (iso: string, store: StorePlace) => string;
  /** the day of an instant (ISO) at the borrower's store */
  storeDay: (iso: string, store: StorePlace) => string;
}

export function formatFor(language: string): Format {
  return {
    locale: intlLocale(language),
    money: formatMoney,
    maybeMoney: (cents) => (cents === null || cents === undefined ? undefined : formatMoney(cents)),
    date: (value) => formatDate(value, language),
    spokenDate: (value) => formatSpokenDate(value, language),
    businessDay: (iso) => formatBusinessDay(iso, language),
    dateTime: (instant) => formatDateTime(instant, language),
    storeTime: (iso, store) => formatStoreTime(iso, store, language),
    storeDay: (iso, store) => formatStoreDay(iso, store, language),
  };
}

/** The formatters of the language shown now (re-rendered when it changes). */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  return useMemo(() => formatFor(i18n.language), [i18n.language]);
}
