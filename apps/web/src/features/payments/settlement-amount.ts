/**
 * MakePayment's amount while the loan's settlement is signed (decision 045): the rest of the settlement, or a typed
 * part of it, checked as typed by the domain's settlementPaymentCheck (the server checks it again). Such a payment is
 * an ordinary payment (type 2) that counts toward the settlement: neither a payoff nor a partial payment.
 */
import {
  parseCurrencyToCents,
  PaymentType,
  settlementPaymentCheck,
  settlementRemainingCents,
  type SettlementAccount,
  type SettlementPaymentCheck,
} from '@lender/domain';

/** What the settlement form offers: the rest of the settlement, or another amount. */
export type SettlementChoice = 'settlement' | 'other';

/** The check of the chosen amount against what is left of the settlement; null when nothing is chosen yet. */
export function checkSettlementAmount(
  account: SettlementAccount,
  choice: SettlementChoice | undefined,
  otherText: string,
  now: Date = new Date(),
  /** spec §9 settlementPaymentRetryLimit, as the server sets it */
  limit?: number,
): (SettlementPaymentCheck & { cents: number }) | null {
  if (!choice) return null;
  const cents =
    choice === 'settlement'
      ? settlementRemainingCents(account)
      : (parseCurrencyToCents(otherText) ?? 0);
  return {
    ...settlementPaymentCheck(
      account,
      { amountCents: cents, paymentType: PaymentType.Payment },
      now,
      limit === undefined ? {} : { limit },
    ),
    cents,
  };
}
