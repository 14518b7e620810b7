/** The reader's text of a domain refusal or failure: its code translated (issue 17). */
import type { TFunction } from 'i18next';
import { formatCents, type PaymentAmountRefusal, type PaymentSubmitFailureView } from '@lender/domain';

/** makePayment.amountErrors.{code}, with the amount the rule names. */
export function amountRefusalText(t: TFunction<'payments'>, refusal: PaymentAmountRefusal): string {
  const cents = 'payoffCents' in refusal.params ? refusal.params.payoffCents : 'minimumCents' in refusal.params ? refusal.params.minimumCents : 0;
  return t(`makePayment.amountErrors.${refusal.code}`, { amount: formatCents(cents) });
}

/** The server's Error as it says it (in the reader's language), else review.{code}. */
export function submitFailureText(t: TFunction<'payments'>, failure: PaymentSubmitFailureView): string {
  return failure.code === 'paymentError' ? (failure.params?.message ?? '') : t(`review.${failure.code}`, failure.params);
}
