/** The amount MakePayment's choice stands for, and its spec §3 paymentAmountType. */
import {
  parseCurrencyToCents,
  validatePaymentAmount,
  type PaymentAmountChoices,
  type PaymentAmountCheck,
  type PaymentAmountType,
  type PaymentLoanFacts,
} from '@lender/domain';
import type { PaymentAmountChoice } from '../../shared/session/payment-store';

/** The offered amounts are the loan's own (onlineProduct); a typed amount is 'other'. */
export const amountTypeOf = (choice: PaymentAmountChoice): PaymentAmountType =>
  choice === 'other' ? 'other' : 'onlineProduct';

/** The choices that stand for an amount of the loan (besides 'other'), in the order MakePayment offers them. */
export const OFFERED_CHOICES = ['minimum', 'payoff', 'reinstate'] as const;
type OfferedChoice = (typeof OFFERED_CHOICES)[number];

/** The cents of an offered choice; null when the loan has no such amount. */
export function offeredCents(choice: OfferedChoice, choices: PaymentAmountChoices): number | null {
  if (choice === 'minimum') return choices.minimumCents;
  if (choice === 'payoff') return choices.payoffCents;
  return choices.reinstateCents;
}

/** The check of the chosen amount; null when nothing is chosen yet. */
export function checkAmount(
  facts: PaymentLoanFacts,
  choices: PaymentAmountChoices,
  choice: PaymentAmountChoice | undefined,
  otherText: string,
): (PaymentAmountCheck & { cents: number }) | null {
  if (!choice) return null;
  // 'settlement' is the settlement form's (settlement-amount.ts): no amount of the loan's own
  const cents =
    (choice === 'other'
      ? parseCurrencyToCents(otherText)
      : choice === 'settlement'
        ? null
        : offeredCents(choice, choices)) ?? 0;
  return { ...validatePaymentAmount(facts, cents, amountTypeOf(choice)), cents };
}
