import { describe, expect, it } from 'vitest';
import { outcomeHasNextDueDate, paymentOutcome, type PaymentOutcomeFacts } from './outcome';

const paid: PaymentOutcomeFacts = {
  isRefi: false,
  settlementRemainingCents: null,
  isPayoff: false,
  reinstates: false,
};

describe('paymentOutcome (issue 48: every result screen titled by its result)', () => {
  it('names what the payment did, a renewal first', () => {
    expect(paymentOutcome(paid)).toBe('paid');
    expect(paymentOutcome({ ...paid, isRefi: true, isPayoff: true })).toBe('renewed');
    expect(paymentOutcome({ ...paid, isPayoff: true })).toBe('paidOff');
    expect(paymentOutcome({ ...paid, reinstates: true })).toBe('reinstated');
  });

  it('a payment that completes a signed settlement settles the loan (P5), whatever else it is', () => {
    expect(paymentOutcome({ ...paid, settlementRemainingCents: 0 })).toBe('settled');
    expect(paymentOutcome({ ...paid, settlementRemainingCents: 0, isPayoff: true })).toBe(
      'settled',
    );
    // a part of the settlement is a payment, not a reinstatement nor a payoff
    expect(paymentOutcome({ ...paid, settlementRemainingCents: 30_000, reinstates: true })).toBe(
      'paid',
    );
  });

  it('a settled or paid-off loan has no next due date; the others keep theirs', () => {
    expect(outcomeHasNextDueDate('settled')).toBe(false);
    expect(outcomeHasNextDueDate('paidOff')).toBe(false);
    expect(outcomeHasNextDueDate('reinstated')).toBe(true);
    expect(outcomeHasNextDueDate('paid')).toBe(true);
    expect(outcomeHasNextDueDate('renewed')).toBe(true);
  });
});
