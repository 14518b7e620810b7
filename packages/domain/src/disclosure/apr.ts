/**
 * The annual percentage rate of a closed-end credit by Regulation Z's actuarial method (12 CFR 1026
 * Appendix J (b)): one advance (the amount financed) on the consummation date, repaid by scheduled payments. The
 * unit-period is the common period between payments that occurs most often ((b)(4)); a single advance, single
 * payment credit's unit-period is its term, at most a year ((b)(4)(ii)). Each payment's time from the advance is
 * t full unit-periods counted back from its date plus a fraction f of the odd days before them ((b)(5): days / 30
 * for a month, / 15 for a semimonth, / 7 for a week), and the unit-period rate i solves the general equation
 * (b)(8): amount financed = Σ payment / ((1 + f·i)(1 + i)^t). The APR is i times the unit-periods in a year.
 */
import { addMonths, daysBetween, semimonthBack } from './calendar';

export interface ScheduledPayment {
  /** 'YYYY-MM-DD' */
  dueDate: string;
  amountCents: number;
}

export type UnitPeriod =
  | { kind: 'month'; count: number }
  | { kind: 'semimonth' }
  | { kind: 'week'; count: number }
  | { kind: 'day'; count: number }
  /** a single payment's term in days (at most a year) */
  | { kind: 'term'; days: number }
  | { kind: 'year' };

/** How many unit-periods a year holds ((b)(1), (b)(5)(v): 365 days, 52 weeks, 24 semimonths, 12 months). */
export function unitPeriodsPerYear(unit: UnitPeriod): number {
  switch (unit.kind) {
    case 'month':
      return 12 / unit.count;
    case 'semimonth':
      return 24;
    case 'week':
      return 52 / unit.count;
    case 'day':
      return 365 / unit.count;
    case 'term':
      return 365 / unit.days;
    case 'year':
      return 1;
  }
}

function classifyInterval(from: string, to: string): UnitPeriod {
  const days = daysBetween(from, to);
  for (let months = 1; months <= 12; months += 1) {
    if (addMonths(from, months) === to || addMonths(to, -months) === from)
      return { kind: 'month', count: months };
  }
  if (semimonthBack(to) === from) return { kind: 'semimonth' };
  if (days % 7 === 0 && days <= 364) return { kind: 'week', count: days / 7 };
  return { kind: 'day', count: days };
}

function sameUnit(a: UnitPeriod, b: UnitPeriod): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The unit-period of a payment schedule ((b)(4)): the most frequent period between payments; a tie goes to the shorter. */
export function unitPeriodOf(
  consummationDate: string,
  payments: readonly ScheduledPayment[],
): UnitPeriod {
  if (payments.length === 1) {
    const days = daysBetween(consummationDate, payments[0]!.dueDate);
    return days <= 365 ? { kind: 'term', days: Math.max(1, days) } : { kind: 'year' };
  }
  const counts: { unit: UnitPeriod; count: number; perYear: number }[] = [];
  for (let k = 1; k < payments.length; k += 1) {
    const unit = classifyInterval(payments[k - 1]!.dueDate, payments[k]!.dueDate);
    const seen = counts.find((entry) => sameUnit(entry.unit, unit));
    if (seen) seen.count += 1;
    else counts.push({ unit, count: 1, perYear: unitPeriodsPerYear(unit) });
  }
  counts.sort((a, b) => b.count - a.count || b.perYear - a.perYear);
  return counts[0]!.unit;
}

/** A payment's time from the advance: t whole unit-periods and the fraction f of one before them ((b)(5)). */
export function paymentTime(
  advanceDate: string,
  dueDate: string,
  unit: UnitPeriod,
): { t: number; f: number } {
  switch (unit.kind) {
    case 'term':
      return { t: 1, f: 0 };
    case 'year':
    case 'month': {
      const months = unit.kind === 'year' ? 12 : unit.count;
      let t = 0;
      while (addMonths(dueDate, -(t + 1) * months) >= advanceDate) t += 1;
      const periodStart = addMonths(dueDate, -t * months);
      let oddMonths = 0;
      while (addMonths(periodStart, -(oddMonths + 1)) >= advanceDate) oddMonths += 1;
      const oddDays = daysBetween(advanceDate, addMonths(periodStart, -oddMonths));
      if (unit.kind === 'year') return { t, f: (oddMonths * 30 + oddDays) / 365 };
      return { t, f: (oddMonths + oddDays / 30) / months };
    }
    case 'semimonth': {
      let t = 0;
      let start = dueDate;
      while (semimonthBack(start) >= advanceDate) {
        start = semimonthBack(start);
        t += 1;
      }
      return { t, f: daysBetween(advanceDate, start) / 15 };
    }
    case 'week':
    case 'day': {
      const length = unit.kind === 'week' ? unit.count * 7 : unit.count;
      const days = daysBetween(advanceDate, dueDate);
      const t = Math.floor(days / length);
      return { t, f: (days - t * length) / length };
    }
  }
}

/**
 * The APR in percent, unrounded, of `amountFinancedCents` advanced on `consummationDate` and repaid by `payments`
 * (due on or after it). 0 when the payments add up to no more than the amount financed.
 */
export function actuarialApr(input: {
  amountFinancedCents: number;
  consummationDate: string;
  payments: readonly ScheduledPayment[];
}): number {
  const { amountFinancedCents, consummationDate, payments } = input;
  if (payments.length === 0 || amountFinancedCents <= 0) return 0;
  const total = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (total <= amountFinancedCents) return 0;
  const unit = unitPeriodOf(consummationDate, payments);
  const times = payments.map((payment) => ({
    amount: payment.amountCents,
    ...paymentTime(consummationDate, payment.dueDate, unit),
  }));
  const presentValue = (i: number): number =>
    times.reduce((sum, { amount, t, f }) => sum + amount / ((1 + f * i) * (1 + i) ** t), 0);
  let low = 0;
  let high = 1;
  while (presentValue(high) > amountFinancedCents && high < 1e9) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amountFinancedCents) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * unitPeriodsPerYear(unit) * 100;
}

/** The APR as disclosed: percent to two decimals (within Regulation Z's 1/8 point tolerance, § 1026.22(a)(2)). */
export function disclosedApr(aprPercent: number): number {
  return Math.round(aprPercent * 100) / 100;
}
