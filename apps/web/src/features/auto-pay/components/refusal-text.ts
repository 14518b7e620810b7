/** The words of an auto-pay rule's code (domain autoPayRefusal, decision 056), with its parameters; a code the app does not know says the generic refusal. */
import type { TFunction } from 'i18next';
import { AUTO_PAY_CODES, type AutoPayCode } from '@lender/domain';
import type { Format } from '../../../shared/i18n/format';

export interface Refusal {
  code: string;
  params: Record<string, string>;
}

const isAutoPayCode = (code: string): code is AutoPayCode =>
  (AUTO_PAY_CODES as readonly string[]).includes(code);

export function refusalText(t: TFunction<'auto-pay'>, format: Format, refusal: Refusal): string {
  if (!isAutoPayCode(refusal.code)) return t('refusal.generic');
  const key = refusal.code.slice('autoPay.'.length) as 'unavailable';
  return t(`refusal.${key}`, { date: format.date(refusal.params.dueDate) ?? '' });
}
