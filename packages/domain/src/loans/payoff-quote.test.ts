import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYOFF_QUOTE_MAX_DAYS,
  payoffQuote,
  payoffQuoteAvailable,
  payoffQuoteDays,
  payoffQuoteRange,
} from './payoff-quote';
import { payoffOn, STANDARD_ANNUAL_RATE_PPB } from './accrual';
import { addCalendarDays } from '../stores/time-zone';

const dayArb = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const loanArb = fc.record({
  principalCents: fc.integer({ min: 0, max: 10_000_000 }),
  interestCents: fc.integer({ min: 0, max: 1_000_000 }),
  feesCents: fc.integer({ min: 0, max: 100_000 }),
  annualRatePpb: fc.integer({ min: 0, max: 5_000_000_000 }),
  accruedThrough: fc.constant('2020-01-01'),
});
const offsetArb = fc.integer({ min: 0, max: PAYOFF_QUOTE_MAX_DAYS });

describe('payoff quote', () => {
  it('is the payoff on the good-through date by the accrual (decision 050)', () => {
    // A1 as seeded: $1,100.00 principal at 36 %, $125.00 interest and $25.00 fees booked through today
    const a1 = {
      principalCents: 110_000,
      interestCents: 12_500,
      feesCents: 2_500,
      annualRatePpb: STANDARD_ANNUAL_RATE_PPB,
      accruedThrough: '2026-11-26',
    };
    expect(payoffQuote(a1, '2026-11-26', '2026-11-29')).toEqual({
      ok: true,
      goodThrough: '2026-11-29',
      days: 3,
      payoffTodayCents: 125_000,
      perDiemCents: 108,
      accruedInterestCents: 325,
      payoffCents: 125_325,
    });
    // a day later the payoff today has grown by a day, the quote to the same date has not moved
    expect(payoffQuote(a1, '2026-11-27', '2026-11-29')).toMatchObject({
      payoffTodayCents: 125_108,
      payoffCents: 125_325,
    });
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(payoffQuoteDays('2028-02-25', '2028-03-06')).toEqual({ ok: true, days: 10 });
    expect(payoffQuoteDays('2026-12-28', '2027-01-07')).toEqual({ ok: true, days: 10 });
  });

  it('refuses dates outside today … today + 10 and malformed ones, as codes with the range', () => {
    const range = { first: '2026-11-26', last: '2026-12-06' };
    expect(payoffQuoteRange('2026-11-26')).toEqual(range);
    expect(payoffQuoteDays('2026-11-26', '2026-11-25')).toEqual({
      ok: false,
      code: 'goodThroughBeforeToday',
      params: range,
    });
    expect(payoffQuoteDays('2026-11-26', '2026-12-07')).toEqual({
      ok: false,
      code: 'goodThroughTooLate',
      params: range,
    });
    expect(payoffQuoteDays('2026-11-26', '2026-02-30')).toMatchObject({
      ok: false,
      code: 'goodThroughInvalid',
    });
    expect(payoffQuoteDays('2026-11-26', '11/27/2026')).toMatchObject({
      ok: false,
      code: 'goodThroughInvalid',
    });
  });

  it('property: exactly today’s payoff at day 0', () => {
    fc.assert(
      fc.property(loanArb, dayArb, (loan, today) => {
        const quote = payoffQuote(loan, today, today);
        expect(quote).toMatchObject({
          ok: true,
          days: 0,
          payoffCents: payoffOn(loan, today),
          accruedInterestCents: 0,
        });
      }),
    );
  });

  it('property: monotone in the date, integer cents, the payoff on that date', () => {
    fc.assert(
      fc.property(loanArb, dayArb, offsetArb, offsetArb, (loan, today, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const q1 = payoffQuote(loan, today, addCalendarDays(today, early));
        const q2 = payoffQuote(loan, today, addCalendarDays(today, late));
        if (!q1.ok || !q2.ok) throw new Error('in range');
        expect(q1.payoffCents).toBeLessThanOrEqual(q2.payoffCents);
        expect(Number.isSafeInteger(q2.payoffCents)).toBe(true);
        expect(q2.payoffCents).toBe(payoffOn(loan, addCalendarDays(today, late)));
        expect(q2.payoffCents - q2.accruedInterestCents).toBe(payoffOn(loan, today));
      }),
    );
  });

  it('property: every date outside the range is refused with a code', () => {
    fc.assert(
      fc.property(
        loanArb,
        dayArb,
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        (loan, today, n, before) => {
          const date = addCalendarDays(today, before ? -n : PAYOFF_QUOTE_MAX_DAYS + n);
          expect(payoffQuote(loan, today, date)).toMatchObject({
            ok: false,
            code: before ? 'goodThroughBeforeToday' : 'goodThroughTooLate',
          });
        },
      ),
    );
  });

  it('is offered for a loan being serviced with a payoff, not for a paid-off loan or one with nothing owed', () => {
    expect(payoffQuoteAvailable({ status: 12, payoffCents: 125_000 })).toBe(true);
    expect(payoffQuoteAvailable({ status: 12, payoffCents: 0 })).toBe(false);
    expect(payoffQuoteAvailable({ status: 3, payoffCents: 125_000 })).toBe(false);
  });
});
