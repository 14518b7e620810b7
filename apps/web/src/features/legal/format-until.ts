import { intlLocale } from '../../shared/i18n/format';

/** The maintenance end time in the business time zone (America/Chicago), or undefined if unreadable. */
export function formatUntil(iso: string | undefined, language: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
    timeZoneName: 'short',
  }).format(date);
}
