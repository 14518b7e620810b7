import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { PaymentAmountType, PaymentLoanFacts } from './facts';
import { isPartialPayment, minimumPaymentCents, validatePaymentAmount } from './amount-rules';

/** Property tests of spec §4 Payment and Partial payment over ranges of cents. */
const cents = fc.integer({ min: 0, max: 5_000_000 });
const amountTypeArb = fc.constantFrom<PaymentAmountType>('onlineProduct', 'other');
const factsArb: fc.Arbitrary<PaymentLoanFacts> = fc
  .record({
    payoffCents: fc.integer({ min: 1, max: 5_000_000 }),
    minimumAmountDueCents: cents,
    minimumRequiredAmountCents: cents,
    productSwitchAmountDueCents: cents,
    daysLate: fc.integer({ min: 0, max: 200 }),
    partialPayConfirmViewable: fc.boolean(),
    isOfrReinstateAmount: fc.boolean(),
    reinstatementAmountCents: fc.option(cents, { nil: null }),
  })
  .map((facts) => ({ ...facts, payable: true, paidOff: false }));

describe('amount rules (properties)', () => {
  it('any amount from the minimum to the payoff is ok, and isPayoff iff it equals the payoff', () => {
    fc.assert(
      fc.property(
        factsArb,
        amountTypeArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (facts, type, t) => {
          const minimum = Math.max(1, minimumPaymentCents(facts, type));
          const amount = Math.round(minimum + t * (facts.payoffCents - minimum));
          const check = validatePaymentAmount(facts, amount, type);
          expect(check.ok).toBe(true);
          if (check.ok) expect(check.isPayoff).toBe(amount === facts.payoffCents);
        },
      ),
    );
  });

  it('an amount above the payoff is never ok', () => {
    fc.assert(
      fc.property(
        factsArb,
        amountTypeArb,
        fc.integer({ min: 1, max: 1_000_000 }),
        (facts, type, extra) => {
          expect(validatePaymentAmount(facts, facts.payoffCents + extra, type).ok).toBe(false);
        },
      ),
    );
  });

  it('a payment is partial only when the loan is late, and then it is below the minimum required', () => {
    fc.assert(
      fc.property(factsArb, amountTypeArb, cents, (facts, type, amount) => {
        if (isPartialPayment(facts, amount, type)) {
          expect(facts.daysLate).toBeGreaterThan(0);
          expect(amount).toBeGreaterThan(0);
          expect(amount).toBeLessThan(facts.minimumRequiredAmountCents);
          expect(facts.partialPayConfirmViewable).toBe(true);
        }
        expect(isPartialPayment({ ...facts, daysLate: 0 }, amount, type)).toBe(false);
      }),
    );
  });

  it('on a late loan an ok amount below the minimum is always a partial payment; an ok payoff never is', () => {
    fc.assert(
      fc.property(factsArb, amountTypeArb, cents, (facts, type, amount) => {
        const check = validatePaymentAmount(facts, amount, type);
        if (!check.ok) return;
        if (facts.daysLate > 0 && amount < minimumPaymentCents(facts, type))
          expect(check.isPartial).toBe(true);
        if (check.isPayoff) expect(check.isPartial).toBe(false);
        expect(amount).toBeGreaterThan(0);
        expect(amount).toBeLessThanOrEqual(facts.payoffCents);
      }),
    );
  });

  it('a loan that is not late takes any amount from one cent to the payoff, never as a partial payment', () => {
    fc.assert(
      fc.property(
        factsArb,
        amountTypeArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (late, type, t) => {
          const facts = { ...late, daysLate: 0 };
          const amount = Math.max(1, Math.round(t * facts.payoffCents));
          expect(validatePaymentAmount(facts, amount, type)).toEqual({
            ok: true,
            isPayoff: amount === facts.payoffCents,
            isPartial: false,
          });
        },
      ),
    );
  });

  it('the minimum never exceeds the payoff, and onlineProduct never asks for more than other', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(minimumPaymentCents(facts, 'other')).toBeLessThanOrEqual(facts.payoffCents);
        expect(minimumPaymentCents(facts, 'onlineProduct')).toBeLessThanOrEqual(
          minimumPaymentCents(facts, 'other'),
        );
      }),
    );
  });

  it('a loan that is paid off or not payable refuses every amount', () => {
    fc.assert(
      fc.property(factsArb, amountTypeArb, cents, fc.boolean(), (facts, type, amount, paidOff) => {
        const closed = paidOff ? { ...facts, paidOff: true } : { ...facts, payable: false };
        expect(validatePaymentAmount(closed, amount, type)).toEqual({
          ok: false,
          code: 'notPayable',
          params: {},
        });
      }),
    );
  });
});
