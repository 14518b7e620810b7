/**
 * What a posted payment did to its loan, the one word its result screen, its receipt and its title use (issue 48,
 * decision 051): renewed (a renewal's new loan), settled (it completed a signed settlement), paid off, reinstated
 * (the repossession stopped), or paid. A loan it leaves settled or paid off has no next due date.
 */
export type PaymentOutcome = 'renewed' | 'settled' | 'paidOff' | 'reinstated' | 'paid';

export interface PaymentOutcomeFacts {
  /** a renewal (not cancelled since) */
  isRefi: boolean;
  /** what is left of a signed settlement after the payment (0: settled); null when none governs the loan */
  settlementRemainingCents: number | null;
  isPayoff: boolean;
  /** the payment was of at least the reinstatement amount of a loan out for repossession (reinstatedStatus) */
  reinstates: boolean;
}

export function paymentOutcome(payment: PaymentOutcomeFacts): PaymentOutcome {
  if (payment.isRefi) return 'renewed';
  if (payment.settlementRemainingCents === 0) return 'settled';
  if (payment.isPayoff) return 'paidOff';
  if (payment.reinstates && payment.settlementRemainingCents === null) return 'reinstated';
  return 'paid';
}

/** Whether the loan has a next due date after a payment of this outcome (a settled or paid-off loan owes nothing). */
export const outcomeHasNextDueDate = (outcome: PaymentOutcome): boolean =>
  outcome !== 'settled' && outcome !== 'paidOff';
