/**
 * Decision 045 as properties: whatever payments a borrower makes on a signed settlement, in whatever order and of
 * whatever types, the rule never takes more than the agreed sum (nor more than the loan owes), what is left shrinks
 * by exactly what posts, and the loan settles exactly when the agreed sum is reached.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentType } from '../enums/payment';
import {
  settlementPaymentCheck,
  settlementPosting,
  settlementRemainingCents,
  type SettlementAccount,
} from './settlement-payments';

const now = new Date('2026-03-10T15:00:00Z');
const docExp = new Date('2026-03-24T15:00:00Z');

const account = fc
  .record({
    settlementAmountCents: fc.integer({ min: 1, max: 2_000_000 }),
    payoffCents: fc.integer({ min: 1, max: 4_000_000 }),
  })
  .map(({ settlementAmountCents, payoffCents }): SettlementAccount => ({
    docExp,
    docSigned: true,
    paymentMade: false,
    settlementAmountCents,
    paidCents: 0,
    payoffCents,
    failedPayments: 0,
  }));

const attempt = fc.record({
  amountCents: fc.oneof(fc.integer({ min: -100, max: 2_500_000 }), fc.constant(0)),
  paymentType: fc.constantFrom(PaymentType.Payment, PaymentType.Settlement),
  /** the borrower pays exactly what the screen says is left */
  exact: fc.boolean(),
});

/** Posts an accepted payment: the ledger lowers the payoff; a settling one settles the loan. */
function post(state: SettlementAccount, amountCents: number): SettlementAccount {
  const posting = settlementPosting(state, amountCents);
  expect(posting.ok).toBe(true);
  const settles = posting.ok && posting.settles;
  return {
    ...state,
    paidCents: state.paidCents + amountCents,
    payoffCents: settles ? 0 : state.payoffCents - amountCents,
    paymentMade: settles,
  };
}

describe('settlementPaymentCheck over any sequence of payments', () => {
  it('never takes more than the agreed sum or the payoff; settles exactly when the sum (or the payoff) is reached', () => {
    fc.assert(
      fc.property(account, fc.array(attempt, { maxLength: 25 }), (start, attempts) => {
        const reachable = Math.min(start.settlementAmountCents, start.payoffCents);
        let state = start;
        for (const { amountCents, paymentType, exact } of attempts) {
          const amount = exact ? settlementRemainingCents(state) : amountCents;
          const before = settlementRemainingCents(state);
          const check = settlementPaymentCheck(state, { amountCents: amount, paymentType }, now);
          if (state.paymentMade) {
            expect(check).toEqual({ ok: false, code: 'settlement.alreadySettled', params: {} });
            continue;
          }
          if (!check.ok) {
            expect([
              'settlement.amountRequired',
              'settlement.aboveRemaining',
              'settlement.amountMismatch',
            ]).toContain(check.code);
            if (check.code !== 'settlement.amountRequired')
              expect(check.params).toEqual({ remainingCents: before });
            continue;
          }
          expect(check.towardSettlement).toBe(true);
          if (!check.towardSettlement) continue;
          state = post(state, amount);
          expect(check.settles).toBe(state.paymentMade);
          if (!state.paymentMade) expect(settlementRemainingCents(state)).toBe(before - amount);
        }
        expect(state.paidCents).toBeLessThanOrEqual(reachable);
        expect(state.paymentMade).toBe(state.paidCents === reachable);
      }),
    );
  });

  it('with payments in flight, never accepts more than what is left once they are counted', () => {
    fc.assert(
      fc.property(
        account,
        fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 20 }),
        (state, amounts) => {
          let inFlightCents = 0;
          for (const amountCents of amounts) {
            const check = settlementPaymentCheck(
              state,
              { amountCents, paymentType: PaymentType.Payment },
              now,
              { inFlightCents },
            );
            if (check.ok) inFlightCents += amountCents;
            else
              expect(['settlement.aboveRemaining', 'settlement.paymentInFlight']).toContain(
                check.code,
              );
          }
          expect(inFlightCents).toBeLessThanOrEqual(settlementRemainingCents(state));
        },
      ),
    );
  });

  it('refuses every payment toward the settlement once its tries are used up, and allows one while a try is left', () => {
    fc.assert(
      fc.property(
        account,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(PaymentType.Payment, PaymentType.Settlement),
        (state, failedPayments, limit, paymentType) => {
          const check = settlementPaymentCheck(
            { ...state, failedPayments },
            { amountCents: settlementRemainingCents(state), paymentType },
            now,
            { limit },
          );
          expect(check.ok).toBe(failedPayments <= limit);
          if (!check.ok)
            expect(check).toEqual({
              ok: false,
              code: 'settlement.retriesExhausted',
              params: { limit },
            });
        },
      ),
    );
  });
});
