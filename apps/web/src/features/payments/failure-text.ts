/** The reader's text of a domain refusal or failure: its code translated (issue 17), else the English it carries. */
import type { TFunction } from 'i18next';
import { formatCents, type PaymentAmountRefusal, type PaymentSubmitFailureView } from '@lender/domain';

/** makePayment.amountErrors.{code}, with the amount the rule names. */
export function amountRefusalText(t: TFunction<'payments'>, refusal: PaymentAmountRefusal): string {
  const cents = 'payoffCents' in refusal.params ? refusal.params.payoffCents : 'minimumCents' in refusal.params ? refusal.params.minimumCents : 0;
  return t(`makePayment.amountErrors.${refusal.code}`, { amount: formatCents(cents) });
}

/** review.{code} when the failure has one, else its message. */
export function submitFailureText(t: TFunction<'payments'>, failure: PaymentSubmitFailureView): string {
  return failure.code ? t(`review.${failure.code}`, failure.params) : failure.message;
}
