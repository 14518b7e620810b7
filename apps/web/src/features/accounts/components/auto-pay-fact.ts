/** The auto-pay line of a loan's facts: "On, card •••• 1111" or "Off"; undefined (hidden) while unknown. */
import type { TFunction } from 'i18next';
import type { TAutoPay } from '@lender/contract';
import { maskedCardNumber } from '@lender/domain';

export function autoPayText(
  t: TFunction<'accounts'>,
  autoPay: TAutoPay | undefined,
): string | undefined {
  if (!autoPay) return undefined;
  if (!autoPay.enrolled) return t('details.autoPayOff');
  return autoPay.methodDisplayNumber
    ? t('details.autoPayOnCard', { card: maskedCardNumber(autoPay.methodDisplayNumber) })
    : t('details.autoPayOn');
}
