/** The reader's text of a domain refusal or failure: its code translated (issue 17). */
import type { TFunction } from 'i18next';
import {
  formatCents,
  type PaymentAmountRefusal,
  type PaymentSubmitFailureView,
  type SettlementPaymentRefusal,
} from '@lender/domain';

/** makePayment.amountErrors.{code}, with the amount the rule names. */
export function amountRefusalText(t: TFunction<'payments'>, refusal: PaymentAmountRefusal): string {
  const cents =
    'payoffCents' in refusal.params
      ? refusal.params.payoffCents
      : 'minimumCents' in refusal.params
        ? refusal.params.minimumCents
        : 0;
  return t(`makePayment.amountErrors.${refusal.code}`, { amount: formatCents(cents) });
}

/** The server's Error as it says it (in the reader's language), else review.{code}. */
export function submitFailureText(
  t: TFunction<'payments'>,
  failure: PaymentSubmitFailureView,
): string {
  return failure.code === 'paymentError'
    ? (failure.params?.message ?? '')
    : t(`review.${failure.code}`, failure.params);
}

type SettlementErrorKey = SettlementPaymentRefusal['code'] extends `settlement.${infer Key}`
  ? Key
  : never;

/** settlement.errors.{code}: why a payment cannot go toward the loan's settlement, with the amount left (decision 045). */
export function settlementRefusalText(
  t: TFunction<'payments'>,
  refusal: SettlementPaymentRefusal,
): string {
  const params = refusal.params;
  const amount = formatCents('remainingCents' in params ? params.remainingCents : 0);
  const key = refusal.code.slice('settlement.'.length) as SettlementErrorKey;
  return t(`settlement.errors.${key}`, { amount, limit: 'limit' in params ? params.limit : 0 });
}
