import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoanStatus } from '../enums/loan-status';
import { reinstatedStatus, reinstatementAfterPayment } from './reinstatement';

describe('reinstatedStatus', () => {
  const r1 = { status: LoanStatus.OutForRepo, reinstatementCents: 64_000 };
  it('an OutForRepo loan paid at least its reinstatement goes back to Open', () => {
    expect(reinstatedStatus(r1, 64_000)).toBe(LoanStatus.Open);
    expect(reinstatedStatus(r1, 70_000)).toBe(LoanStatus.Open);
  });
  it('less than the reinstatement leaves it out for repo', () => {
    expect(reinstatedStatus(r1, 63_999)).toBeNull();
  });
  it('a charged-off loan out for repo goes back to ChargedOff', () => {
    expect(
      reinstatedStatus({ status: LoanStatus.OutForRepoChargedOff, reinstatementCents: 100 }, 100),
    ).toBe(LoanStatus.ChargedOff);
  });
  it('property: no other status, and no loan without a reinstatement amount, is ever reinstated', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: -10, max: 100_000 })),
        fc.integer({ min: 0, max: 200_000 }),
        (status, reinstatementCents, amount) => {
          const to = reinstatedStatus({ status, reinstatementCents }, amount);
          const reinstatable =
            (status === LoanStatus.OutForRepo || status === LoanStatus.OutForRepoChargedOff) &&
            reinstatementCents !== null &&
            reinstatementCents > 0 &&
            amount >= reinstatementCents;
          expect(to !== null).toBe(reinstatable);
        },
      ),
    );
  });
});

describe('reinstatementAfterPayment', () => {
  const r1 = { status: LoanStatus.OutForRepo, reinstatementCents: 64_000 };
  it('a payment that reinstates the loan leaves no reinstatement amount; a smaller one counts toward it', () => {
    expect(reinstatementAfterPayment(r1, 64_000)).toBeNull();
    expect(reinstatementAfterPayment(r1, 10_000)).toBe(54_000);
    expect(
      reinstatementAfterPayment({ status: LoanStatus.Open, reinstatementCents: null }, 10_000),
    ).toBeNull();
  });
  it('property: what is left is never negative and never more than before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 100_000 })),
        fc.integer({ min: 0, max: 200_000 }),
        (status, reinstatementCents, amount) => {
          const left = reinstatementAfterPayment({ status, reinstatementCents }, amount);
          if (left === null) return;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(reinstatementCents ?? 0);
        },
      ),
    );
  });
});
