/**
 * Appendix J to 12 CFR Part 1026, (c) Examples for the actuarial method — the published examples, reproduced to
 * within 0.01 percentage point. Source: https://www.consumerfinance.gov/rules-policy/regulations/1026/j/
 * (paragraphs (c)(1)–(c)(5); the same figures in the FDIC's and Cornell LII's copies of Appendix J to Part 226).
 */
import { describe, expect, it } from 'vitest';
import { actuarialApr, type ScheduledPayment } from './apr';
import { addDays, addMonths, semimonthBack } from './calendar';

function monthly(first: string, count: number, amountCents: number, every = 1): ScheduledPayment[] {
  return Array.from({ length: count }, (_, k) => ({
    dueDate: addMonths(first, k * every),
    amountCents,
  }));
}
function weekly(first: string, count: number, amountCents: number, every = 1): ScheduledPayment[] {
  return Array.from({ length: count }, (_, k) => ({
    dueDate: addDays(first, k * 7 * every),
    amountCents,
  }));
}
/** Semimonthly on the 1st and 16th from `first` (a 1st). */
function semimonthly(first: string, count: number, amountCents: number): ScheduledPayment[] {
  const dates: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const month = addMonths(first, Math.floor(k / 2));
    dates.push(k % 2 === 0 ? month : addDays(month, 15));
  }
  return dates.map((dueDate) => ({ dueDate, amountCents }));
}
const apr = (amountFinancedCents: number, consummationDate: string, payments: ScheduledPayment[]) =>
  actuarialApr({ amountFinancedCents, consummationDate, payments });

describe('Appendix J (c) examples', () => {
  it('(c)(1)(i) monthly payments, regular first period: $5,000, 24 × $230 → 9.69 %', () => {
    expect(apr(500_000, '1978-01-10', monthly('1978-02-10', 24, 23_000))).toBeCloseTo(9.69, 2);
  });
  it('(c)(1)(ii) monthly payments, long first period: $6,000, 36 × $200 → 11.82 %', () => {
    expect(apr(600_000, '1978-02-10', monthly('1978-04-01', 36, 20_000))).toBeCloseTo(11.82, 2);
  });
  it('(c)(1)(iii) semimonthly payments, short first period: $5,000, 24 × $219.17 → 10.34 %', () => {
    expect(apr(500_000, '1978-02-23', semimonthly('1978-03-01', 24, 21_917))).toBeCloseTo(10.34, 2);
  });
  it('(c)(1)(iv) quarterly payments, long first period: $10,000, 40 × $385 → 8.97 %', () => {
    expect(apr(1_000_000, '1978-05-23', monthly('1978-10-01', 40, 38_500, 3))).toBeCloseTo(8.97, 2);
  });
  it('(c)(1)(v) weekly payments, long first period: $500, 30 × $17.60 → 14.96 %', () => {
    expect(apr(50_000, '1978-03-20', weekly('1978-04-21', 30, 1_760))).toBeCloseTo(14.96, 2);
  });
  it('(c)(2)(i) monthly payments, irregular first payment: $5,000, $250 then 23 × $230 → 10.08 %', () => {
    const payments = [
      { dueDate: '1978-02-10', amountCents: 25_000 },
      ...monthly('1978-03-10', 23, 23_000),
    ];
    expect(apr(500_000, '1978-01-10', payments)).toBeCloseTo(10.08, 2);
  });
  it('(c)(2)(ii) every 4 weeks, long first period, irregular first payment: $400, $39.50 then 11 × $38.31 → 28.50 %', () => {
    const payments = [
      { dueDate: '1978-04-20', amountCents: 3_950 },
      ...weekly('1978-05-18', 11, 3_831, 4),
    ];
    expect(apr(40_000, '1978-03-18', payments)).toBeCloseTo(28.5, 2);
  });
  it('(c)(3)(i) monthly payments, irregular final payment: $5,000, 23 × $230 then $280 → 10.50 %', () => {
    const payments = [
      ...monthly('1978-02-10', 23, 23_000),
      { dueDate: '1980-01-10', amountCents: 28_000 },
    ];
    expect(apr(500_000, '1978-01-10', payments)).toBeCloseTo(10.5, 2);
  });
  it('(c)(3)(ii) every 2 weeks, short first period, irregular final payment: $200, 19 × $9.50 then $30 → 12.22 %', () => {
    const payments = [
      ...weekly('1978-04-11', 19, 950, 2),
      { dueDate: addDays('1978-04-11', 14 * 19), amountCents: 3_000 },
    ];
    expect(apr(20_000, '1978-04-03', payments)).toBeCloseTo(12.22, 2);
  });
  it('(c)(4)(i) monthly, irregular first and final payments: $5,000, $250, 22 × $230, $280 → 10.90 %', () => {
    const payments = [
      { dueDate: '1978-02-10', amountCents: 25_000 },
      ...monthly('1978-03-10', 22, 23_000),
      { dueDate: addMonths('1978-03-10', 22), amountCents: 28_000 },
    ];
    expect(apr(500_000, '1978-01-10', payments)).toBeCloseTo(10.9, 2);
  });
  it('(c)(4)(ii) every two months, short first period, irregular first and final payments: $8,000 → 7.30 %', () => {
    const payments = [
      { dueDate: '1978-03-01', amountCents: 44_936 },
      ...monthly('1978-05-01', 18, 46_500, 2),
      { dueDate: addMonths('1978-05-01', 36), amountCents: 20_000 },
    ];
    expect(apr(800_000, '1978-01-10', payments)).toBeCloseTo(7.3, 2);
  });
  it('(c)(5)(i) single advance, single payment, term in days: $1,000 on 1/3/78, $1,080 on 9/15/78 → 11.45 %', () => {
    expect(
      apr(100_000, '1978-01-03', [{ dueDate: '1978-09-15', amountCents: 108_000 }]),
    ).toBeCloseTo(11.45, 2);
  });
});

describe('calendar', () => {
  it('a semimonth back from the 1st is the previous month’s 16th, from the 16th the 1st', () => {
    expect(semimonthBack('1978-03-01')).toBe('1978-02-16');
    expect(semimonthBack('1978-03-16')).toBe('1978-03-01');
    expect(semimonthBack('1978-01-01')).toBe('1977-12-16');
  });
  it('months from the last day of a month go to the last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-31');
  });
});
