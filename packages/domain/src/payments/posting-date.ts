/**
 * The posting date of a payment: the business date (America/Chicago) on which the loan's ledger takes
 * it. A payment made on a business day before the daily cut-off posts that day; one made after the
 * cut-off, on a weekend or on a US federal holiday posts on the next business day. ReviewPayment
 * shows this date before the payment and the receipt shows the date the ledger used: one rule, one name.
 */
import { DEFAULT_TIME_ZONE } from '../constants/defaults';
import { zonedParts } from '../stores/time-zone';
import { parseIsoDate } from '../validation/dates';
import { isBusinessDay, nextBusinessDate } from './business-date';

/** The daily cut-off, in minutes after midnight Central time (5:00 PM CT). */
export const PAYMENT_CUTOFF_MINUTES = 17 * 60;

export function paymentPostingDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = zonedParts(now, timeZone);
  const day = parseIsoDate(local.date);
  if (day && isBusinessDay(day) && local.minutes < PAYMENT_CUTOFF_MINUTES) return local.date;
  return nextBusinessDate(local.date);
}
