import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../stores/time-zone';
import { daysBetween } from '../validation/dates';
import {
  accrueTo,
  accruedInterestCents,
  interestForDays,
  interestPerDayCents,
  payoffOn,
  rateForTermFee,
  STANDARD_ANNUAL_RATE_PPB,
  type AccrualBalance,
} from './accrual';

const TITLE_RATE = rateForTermFee(2_500, 30);
const principal = fc.integer({ min: 0, max: 1_000_000_000 });
const rate = fc.integer({ min: 0, max: 10_000_000_000 });
const days = fc.integer({ min: 0, max: 3_650 });
const day0 = fc.integer({ min: 0, max: 20_000 }).map((n) => addCalendarDays('2000-01-01', n));

const loan = (over: Partial<AccrualBalance> = {}): AccrualBalance => ({
  principalCents: 150_000,
  interestCents: 0,
  feesCents: 0,
  annualRatePpb: TITLE_RATE,
  accruedThrough: '2026-12-02',
  ...over,
});

describe('daysBetween', () => {
  it('counts calendar days across months, leap days and backwards', () => {
    expect(daysBetween('2026-12-02', '2026-12-02')).toBe(0);
    expect(daysBetween('2026-12-02', '2027-01-01')).toBe(30);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-02', '2026-11-30')).toBe(-2);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
  it('is the inverse of addCalendarDays', () => {
    fc.assert(fc.property(day0, days, (d, n) => daysBetween(d, addCalendarDays(d, n)) === n));
  });
});

describe('accrual (decision 050)', () => {
  it("a title loan's fee for its term is its interest at the due date", () => {
    expect(TITLE_RATE).toBe(3_041_666_667);
    expect(interestForDays(150_000, TITLE_RATE, 30)).toBe(37_500);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const fee = Math.floor((amount * 2_500 + 5_000) / 10_000);
        return interestForDays(amount, TITLE_RATE, 30) === fee;
      }),
    );
  });

  it("Frank's $1,500.00 loan: payoff $1,500.00 the day it opens, $12.50 a day after", () => {
    const opened = loan();
    expect(payoffOn(opened, '2026-12-02')).toBe(150_000);
    expect(interestPerDayCents(150_000, TITLE_RATE)).toBe(1_250);
    expect(payoffOn(opened, '2026-12-03')).toBe(151_250);
    expect(payoffOn(opened, '2027-01-01')).toBe(187_500);
  });

  it("a line of credit's interest per day follows its balance ($0.36 at $360, $0.65 at $660)", () => {
    expect(interestPerDayCents(36_000, STANDARD_ANNUAL_RATE_PPB)).toBe(36);
    expect(interestPerDayCents(66_000, STANDARD_ANNUAL_RATE_PPB)).toBe(65);
  });

  it('nothing accrues before the booked date; booking moves interest, not payoff', () => {
    const booked = loan({ interestCents: 700, feesCents: 300 });
    expect(payoffOn(booked, '2026-11-01')).toBe(151_000);
    const later = accrueTo(booked, '2026-12-12');
    expect(later.accruedThrough).toBe('2026-12-12');
    expect(payoffOn(later, '2026-12-12')).toBe(payoffOn(booked, '2026-12-12'));
    expect(accrueTo(booked, '2026-11-01')).toBe(booked);
  });

  it('payoff on the opening day is the principal (plus at most one day)', () => {
    fc.assert(
      fc.property(principal, rate, day0, (p, r, d) => {
        const payoff = payoffOn(
          loan({ principalCents: p, annualRatePpb: r, accruedThrough: d }),
          d,
        );
        return payoff >= p && payoff <= p + interestPerDayCents(p, r);
      }),
    );
  });

  it('is monotone in days and in principal', () => {
    fc.assert(
      fc.property(principal, rate, days, days, (p, r, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return (
          interestForDays(p, r, lo) <= interestForDays(p, r, hi) &&
          interestForDays(p, r, lo) <= interestForDays(p + 1_000, r, lo)
        );
      }),
    );
  });

  it('is additive across intervals within one cent of rounding', () => {
    fc.assert(
      fc.property(principal, rate, day0, days, days, (p, r, d, a, b) => {
        const mid = addCalendarDays(d, a);
        const end = addCalendarDays(mid, b);
        const split = accruedInterestCents(p, r, d, mid) + accruedInterestCents(p, r, mid, end);
        return Math.abs(split - accruedInterestCents(p, r, d, end)) <= 1;
      }),
    );
  });

  it("a line of credit's interest per day is proportional to its balance (within rounding)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (p, k) => {
          const one = interestPerDayCents(p, STANDARD_ANNUAL_RATE_PPB);
          const many = interestPerDayCents(p * k, STANDARD_ANNUAL_RATE_PPB);
          return Math.abs(many - k * one) <= k;
        },
      ),
    );
  });

  it('refuses figures that are not integer cents', () => {
    expect(() => interestForDays(1.5, TITLE_RATE, 1)).toThrow(RangeError);
    expect(() => interestForDays(-1, TITLE_RATE, 1)).toThrow(RangeError);
    expect(() => interestForDays(100, TITLE_RATE, 0.5)).toThrow(RangeError);
  });
});
