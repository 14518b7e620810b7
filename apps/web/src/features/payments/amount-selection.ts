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
export const amountTypeOf = (choice: PaymentAmountChoice): PaymentAmountType => (choice === 'other' ? 'other' : 'onlineProduct');

export function amountCentsOf(choice: PaymentAmountChoice | undefined, choices: PaymentAmountChoices, otherText: string): number | null {
  switch (choice) {
    case 'minimum':
      return choices.minimumCents;
    case 'payoff':
      return choices.payoffCents;
    case 'reinstate':
      return choices.reinstateCents;
    case 'other':
      return parseCurrencyToCents(otherText);
    default:
      return null;
  }
}

/** The check of the chosen amount; null when nothing is chosen yet. */
export function checkAmount(
  facts: PaymentLoanFacts,
  choices: PaymentAmountChoices,
  choice: PaymentAmountChoice | undefined,
  otherText: string,
): (PaymentAmountCheck & { cents: number }) | null {
  if (!choice) return null;
  const cents = amountCentsOf(choice, choices, otherText) ?? 0;
  return { ...validatePaymentAmount(facts, cents, amountTypeOf(choice)), cents };
}
