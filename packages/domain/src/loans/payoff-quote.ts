/**
 * A payoff quote (issue 13): what pays the loan off if paid on a chosen "good through" date, from today
 * to PAYOFF_QUOTE_MAX_DAYS calendar days ahead. Interest keeps accruing by the loan's accrual (decision 050), so
 * the quote is the loan's payoff on that date: the same figure the dashboard and details show on that day. All
 * amounts are integer cents; dates are 'YYYY-MM-DD' in the business time zone.
 */
import { addCalendarDays } from '../stores/time-zone';
import { daysBetween, parseIsoDate } from '../validation/dates';
import { interestPerDayCents, payoffOn, type AccrualBalance } from './accrual';
import { isActiveStatus } from './status-groups';

/** A quote is offered for a loan still being serviced that has a payoff (the server refuses others with 409). */
export const payoffQuoteAvailable = (loan: { status: number; payoffCents: number }): boolean =>
  isActiveStatus(loan.status) && loan.payoffCents > 0;

/** The last day a quote may be good through, counted from today. */
export const PAYOFF_QUOTE_MAX_DAYS = 10;

/** Why a good-through date is refused (callers translate the code). */
export type PayoffQuoteRefusalCode =
  'goodThroughInvalid' | 'goodThroughBeforeToday' | 'goodThroughTooLate';

export interface PayoffQuoteRange {
  /** today */
  first: string;
  /** today + PAYOFF_QUOTE_MAX_DAYS */
  last: string;
}

export const payoffQuoteRange = (today: string): PayoffQuoteRange => ({
  first: today,
  last: addCalendarDays(today, PAYOFF_QUOTE_MAX_DAYS),
});

export type PayoffQuoteDays =
  | { ok: true; days: number }
  | { ok: false; code: PayoffQuoteRefusalCode; params: PayoffQuoteRange };

/** Days from today to the good-through date, or why the date is refused. */
export function payoffQuoteDays(today: string, goodThrough: string): PayoffQuoteDays {
  const range = payoffQuoteRange(today);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(goodThrough) || !parseIsoDate(goodThrough))
    return { ok: false, code: 'goodThroughInvalid', params: range };
  if (goodThrough < range.first)
    return { ok: false, code: 'goodThroughBeforeToday', params: range };
  if (goodThrough > range.last) return { ok: false, code: 'goodThroughTooLate', params: range };
  return { ok: true, days: daysBetween(today, goodThrough) };
}

export interface PayoffQuoteFigures {
  goodThrough: string;
  days: number;
  /** today's payoff */
  payoffTodayCents: number;
  /** one day's interest on the current principal ("interest per day") */
  perDiemCents: number;
  /** the interest that accrues from today to the good-through date */
  accruedInterestCents: number;
  /** what pays the loan off on the good-through date */
  payoffCents: number;
}

export type PayoffQuoteResult =
  | ({ ok: true } & PayoffQuoteFigures)
  | { ok: false; code: PayoffQuoteRefusalCode; params: PayoffQuoteRange };

/** The quote of a loan (its booked balance and rate) good through a date, or why the date is refused. */
export function payoffQuote(
  loan: AccrualBalance,
  today: string,
  goodThrough: string,
): PayoffQuoteResult {
  const span = payoffQuoteDays(today, goodThrough);
  if (!span.ok) return span;
  const payoffTodayCents = payoffOn(loan, today);
  const payoffCents = payoffOn(loan, goodThrough);
  return {
    ok: true,
    goodThrough,
    days: span.days,
    payoffTodayCents,
    perDiemCents: interestPerDayCents(loan.principalCents, loan.annualRatePpb),
    accruedInterestCents: payoffCents - payoffTodayCents,
    payoffCents,
  };
}
