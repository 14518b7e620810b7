/** The borrower's words for a refinance refusal code of the domain (refusal.{code}), with the amount it names. */
import type { TFunction } from 'i18next';
import type { RefinanceRefusal } from '@lender/domain';
import type { Format } from '../../../shared/i18n/format';

export function refusalText(
  t: TFunction<'refinance'>,
  format: Format,
  refusal: RefinanceRefusal,
  lmsId: string,
): string {
  if (refusal.code === 'belowMinimum')
    return t('refusal.belowMinimum', { amount: format.money(refusal.params.minimumCents) });
  if (refusal.code === 'aboveMaximum')
    return t('refusal.aboveMaximum', { amount: format.money(refusal.params.maximumCents) });
  if (refusal.code === 'openedToday')
    return t('refusal.openedToday', { lmsId, date: format.date(refusal.params.openedOn) });
  return t(`refusal.${refusal.code}`, { lmsId });
}

/** The refusals an amount can fix (the others are about the loan or the person: no form then). */
export const AMOUNT_REFUSALS: readonly RefinanceRefusal['code'][] = [
  'amountRequired',
  'equalsPayoff',
  'belowMinimum',
  'aboveMaximum',
];
