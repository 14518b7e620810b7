/** A rate in percent as the app's language writes it: 304.17 → '304.17%' (en) / '304.17 %' (es). */
import { intlLocale } from '../i18n/format';

export function formatRate(percent: number, fractionDigits: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}
