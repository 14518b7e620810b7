import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PaymentAmountType } from '../payments/facts';
import {
  refinanceEligibility,
  refinanceMaximumCents,
  refinanceMinimumCents,
  type RefinanceContext,
  type RefinanceLoanFacts,
} from './refinance';
import { renewalTerms } from './terms';

/** Property tests of spec §4 Refinance eligibility over ranges of cents. */
const cents = fc.integer({ min: 0, max: 5_000_000 });
const loanArb: fc.Arbitrary<RefinanceLoanFacts> = fc.record({
  loanSystem: fc.constantFrom<'NLS' | 'TLXe'>('NLS', 'TLXe'),
  payoffCents: fc.integer({ min: 1, max: 5_000_000 }),
  minimumAmountDueCents: cents,
  productSwitchAmountDueCents: cents,
  minimumLoanAmountCents: cents,
  refinanceEligible: fc.constant(true),
  isDisbursementAvailable: fc.boolean(),
  guestRefinanceEnabled: fc.boolean(),
  payable: fc.constant(true),
  paidOff: fc.constant(false),
  lineOfCredit: fc.constant(false),
  openedOn: fc.constant('2026-11-01'),
  today: fc.constant('2026-12-02'),
});
const typeArb = fc.constantFrom<PaymentAmountType>('onlineProduct', 'other');
const base: Omit<RefinanceContext, 'amountCents' | 'amountType'> = {
  guestPayment: false,
  preventRefi: false,
  allowNoSsnRefi: true,
  customerHasSsn: true,
  cosignerHasSsn: true,
};

describe('refinance eligibility (properties)', () => {
  it('never renews a line of credit, nor a loan opened on or after the day a payment now posts on, whatever the amount', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDaysIso('2026-11-15', n));
    fc.assert(
      fc.property(
        loanArb,
        day,
        day,
        cents,
        typeArb,
        (loan, openedOn, today, amountCents, amountType) => {
          const context = { ...base, amountCents, amountType };
          const credit = refinanceEligibility({ ...loan, lineOfCredit: true }, context);
          expect(credit).toEqual({ ok: false, code: 'lineOfCredit', params: {} });
          const check = refinanceEligibility({ ...loan, openedOn, today }, context);
          if (openedOn >= today)
            expect(check).toEqual({ ok: false, code: 'openedToday', params: { openedOn } });
          else expect(!check.ok && check.code === 'openedToday').toBe(false);
        },
      ),
    );
  });

  it('a TLXe amount is ok exactly when it lies in [minimum, payoff − minimum loan amount] and is not the payoff', () => {
    fc.assert(
      fc.property(
        loanArb,
        typeArb,
        fc.integer({ min: 1, max: 5_000_000 }),
        (loan, type, amount) => {
          const tlxe = { ...loan, loanSystem: 'TLXe' as const };
          const inRange =
            amount >= refinanceMinimumCents(tlxe, type) &&
            amount <= refinanceMaximumCents(tlxe) &&
            amount !== tlxe.payoffCents;
          const offerable =
            refinanceMinimumCents(tlxe, 'onlineProduct') <= refinanceMaximumCents(tlxe);
          expect(
            refinanceEligibility(tlxe, { ...base, amountCents: amount, amountType: type }).ok,
          ).toBe(inRange && offerable);
        },
      ),
    );
  });

  it('an NLS amount is ok exactly when it is below the payoff', () => {
    fc.assert(
      fc.property(
        loanArb,
        typeArb,
        fc.integer({ min: 1, max: 6_000_000 }),
        (loan, type, amount) => {
          const nls = { ...loan, loanSystem: 'NLS' as const };
          expect(
            refinanceEligibility(nls, { ...base, amountCents: amount, amountType: type }).ok,
          ).toBe(amount < nls.payoffCents);
        },
      ),
    );
  });

  it('the payoff itself is never a refinance', () => {
    fc.assert(
      fc.property(loanArb, typeArb, (loan, type) => {
        expect(
          refinanceEligibility(loan, { ...base, amountCents: loan.payoffCents, amountType: type })
            .ok,
        ).toBe(false);
      }),
    );
  });

  it('a refused amount names a bound the amount actually breaks', () => {
    fc.assert(
      fc.property(
        loanArb,
        typeArb,
        fc.integer({ min: 1, max: 5_000_000 }),
        (loan, type, amount) => {
          const check = refinanceEligibility(loan, {
            ...base,
            amountCents: amount,
            amountType: type,
          });
          if (check.ok) return;
          if (check.code === 'belowMinimum') expect(amount).toBeLessThan(check.params.minimumCents);
          if (check.code === 'aboveMaximum')
            expect(amount).toBeGreaterThan(check.params.maximumCents);
        },
      ),
    );
  });

  it('a renewal keeps every cent: paid now + new principal = old payoff, and the new payoff = principal + charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (payoff, t) => {
          const amount = Math.floor(t * payoff);
          const terms = renewalTerms(payoff, amount, '2026-11-27');
          expect(terms.amountPaidCents + terms.newPrincipalCents).toBe(payoff);
          expect(terms.newPayoffCents).toBe(terms.newPrincipalCents + terms.financeChargeCents);
          expect(
            Number.isSafeInteger(terms.financeChargeCents) && terms.financeChargeCents >= 0,
          ).toBe(true);
        },
      ),
    );
  });
});

function addDaysIso(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
