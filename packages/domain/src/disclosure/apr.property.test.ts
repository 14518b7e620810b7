/** Property tests of the actuarial APR (Appendix J): it rises with the charge, falls with the term, 0 charge → 0 %. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actuarialApr } from './apr';
import { addDays, addMonths } from './calendar';

const amount = fc.integer({ min: 10_000, max: 5_000_000 });
const charge = fc.integer({ min: 1, max: 2_000_000 });
const start = fc.integer({ min: 0, max: 3_650 }).map((offset) => addDays('2020-01-01', offset));

const single = (
  amountFinancedCents: number,
  chargeCents: number,
  consummationDate: string,
  days: number,
) =>
  actuarialApr({
    amountFinancedCents,
    consummationDate,
    payments: [
      { dueDate: addDays(consummationDate, days), amountCents: amountFinancedCents + chargeCents },
    ],
  });
const monthly = (
  amountFinancedCents: number,
  paymentCents: number,
  consummationDate: string,
  count: number,
) =>
  actuarialApr({
    amountFinancedCents,
    consummationDate,
    payments: Array.from({ length: count }, (_, k) => ({
      dueDate: addMonths(consummationDate, k + 1),
      amountCents: paymentCents,
    })),
  });

/** `total` in `count` monthly payments, the cents left over in the last. */
const spread = (
  amountFinancedCents: number,
  total: number,
  consummationDate: string,
  count: number,
) =>
  actuarialApr({
    amountFinancedCents,
    consummationDate,
    payments: Array.from({ length: count }, (_, k) => ({
      dueDate: addMonths(consummationDate, k + 1),
      amountCents:
        k < count - 1 ? Math.floor(total / count) : total - Math.floor(total / count) * (count - 1),
    })),
  });

describe('actuarialApr (properties)', () => {
  it('no finance charge: 0 %', () => {
    fc.assert(
      fc.property(amount, start, fc.integer({ min: 1, max: 365 }), (a, date, days) => {
        expect(single(a, 0, date, days)).toBe(0);
      }),
    );
  });
  it('a single payment: rises with the charge', () => {
    fc.assert(
      fc.property(
        amount,
        charge,
        charge,
        start,
        fc.integer({ min: 1, max: 365 }),
        (a, c1, c2, date, days) => {
          fc.pre(c1 !== c2);
          const [low, high] = c1 < c2 ? [c1, c2] : [c2, c1];
          expect(single(a, high, date, days)).toBeGreaterThan(single(a, low, date, days));
        },
      ),
    );
  });
  it('a single payment: falls as the same charge is spread over a longer term', () => {
    fc.assert(
      fc.property(
        amount,
        charge,
        start,
        fc.integer({ min: 1, max: 364 }),
        fc.integer({ min: 1, max: 364 }),
        (a, c, date, d1, d2) => {
          fc.pre(d1 !== d2);
          const [short, long] = d1 < d2 ? [d1, d2] : [d2, d1];
          expect(single(a, c, date, long)).toBeLessThan(single(a, c, date, short));
        },
      ),
    );
  });
  it('a single payment within a year is the charge over the amount times the terms in a year', () => {
    fc.assert(
      fc.property(amount, charge, start, fc.integer({ min: 1, max: 365 }), (a, c, date, days) => {
        expect(single(a, c, date, days)).toBeCloseTo((c / a) * (365 / days) * 100, 6);
      }),
    );
  });
  it('monthly instalments: rises with the payment; the same charge over more payments costs less a year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 2_000_000 }),
        fc.integer({ min: 2, max: 48 }),
        fc.integer({ min: 1, max: 500_000 }),
        start,
        (a, count, chargeCents, date) => {
          const level = Math.ceil(a / count);
          expect(monthly(a, level + 100, date, count)).toBeGreaterThan(
            monthly(a, level, date, count),
          );
          const total = a + chargeCents;
          expect(spread(a, total, date, count + 1)).toBeLessThan(spread(a, total, date, count));
        },
      ),
    );
  });
});
