import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkAmountAgainstRemaining } from './amount-rules';

/** The amount against what is left of the payoff once the money movements in flight are counted. */
const cents = fc.integer({ min: 0, max: 5_000_000 });

describe('checkAmountAgainstRemaining', () => {
  it('examples: A1 ($1,250.00) with six $200.00 payments in flight leaves $50.00', () => {
    expect(checkAmountAgainstRemaining(125_000, 120_000, 5_000)).toEqual({
      ok: true,
      remainingCents: 5_000,
    });
    expect(checkAmountAgainstRemaining(125_000, 120_000, 20_000)).toEqual({
      ok: false,
      code: 'aboveRemaining',
      params: { payoffCents: 125_000, inFlightCents: 120_000, remainingCents: 5_000 },
    });
    expect(checkAmountAgainstRemaining(125_000, 0, 125_001)).toEqual({
      ok: false,
      code: 'abovePayoff',
      params: { payoffCents: 125_000, inFlightCents: 0, remainingCents: 125_000 },
    });
    expect(checkAmountAgainstRemaining(600, 900, 100)).toMatchObject({
      ok: false,
      code: 'aboveRemaining',
      params: { remainingCents: 0 },
    });
  });

  it('ok exactly when the amount fits in payoff minus in flight', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.integer({ min: 1, max: 5_000_000 }),
        (payoff, inFlight, amount) => {
          expect(checkAmountAgainstRemaining(payoff, inFlight, amount).ok).toBe(
            amount + inFlight <= payoff,
          );
        },
      ),
    );
  });

  it('accepting amounts one after another never reserves more than the payoff', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 30 }),
        (payoff, amounts) => {
          let inFlight = 0;
          for (const amount of amounts)
            if (checkAmountAgainstRemaining(payoff, inFlight, amount).ok) inFlight += amount;
          expect(inFlight).toBeLessThanOrEqual(payoff);
        },
      ),
    );
  });

  it('a refusal carries what is left, never negative, and names in-flight money only when there is some', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.integer({ min: 1, max: 5_000_000 }),
        (payoff, inFlight, amount) => {
          const check = checkAmountAgainstRemaining(payoff, inFlight, amount);
          if (check.ok) return;
          expect(check.params.remainingCents).toBe(Math.max(0, payoff - inFlight));
          expect(check.code).toBe(inFlight > 0 ? 'aboveRemaining' : 'abovePayoff');
        },
      ),
    );
  });
});
