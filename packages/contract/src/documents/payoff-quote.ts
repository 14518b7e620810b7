/**
 * A payoff quote (issue 13): what pays a loan off if paid on a chosen date, today to today + 10 days
 * (business time zone): the loan's payoff on that date by its daily accrual (decision 050: simple interest on the
 * principal at the contract rate, rounded once), the same figure the dashboard and loan details show on that day;
 * and the same quote as a PDF.
 * GET /payoffQuote?loanId&lmsId&goodThrough=YYYY-MM-DD → the figures; GET /payoffQuotePdf (same query,
 * `download=true` for an attachment) → application/pdf in the request's language. A date outside the range →
 * 400 naming `query.goodThrough` with errorCode goodThroughBeforeToday / goodThroughTooLate / goodThroughInvalid;
 * another customer's loan → 404 as if absent.
 */
import { z } from 'zod';
import { ZCalendarDateSchema, ZCentsSchema } from '../accounts/loan';

export const ZPayoffQuoteQuerySchema = z.strictObject({
  loanId: z.uuid(),
  lmsId: z.string().trim().min(1).max(40),
  /** checked against the range by the server (a 400 with the range's code) */
  goodThrough: z.string().max(10),
});
export type TPayoffQuoteQuery = z.infer<typeof ZPayoffQuoteQuerySchema>;

export const ZPayoffQuotePdfQuerySchema = ZPayoffQuoteQuerySchema.extend({
  download: z.stringbool().optional(),
});
export type TPayoffQuotePdfQuery = z.input<typeof ZPayoffQuotePdfQuerySchema>;

export const ZPayoffQuoteResponseSchema = z.object({
  loanId: z.uuid(),
  lmsId: z.string(),
  /** the day the quote was made (today in the business time zone) */
  quotedOn: ZCalendarDateSchema,
  goodThrough: ZCalendarDateSchema,
  /** the dates a quote may be good through: today … today + 10 */
  firstGoodThrough: ZCalendarDateSchema,
  lastGoodThrough: ZCalendarDateSchema,
  days: z.number().int().nonnegative(),
  /** the payoff today: principal + interest accrued to today + fees (the loan's payoffAmountCents) */
  payoffTodayCents: ZCentsSchema,
  /** "interest per day": one day's interest on the current principal */
  perDiemCents: ZCentsSchema,
  /** the interest from today to the good-through date (rounded once, not per day) */
  accruedInterestCents: ZCentsSchema,
  /** payoffTodayCents + accruedInterestCents: what pays the loan off on the good-through date */
  payoffAmountCents: ZCentsSchema,
});
export type TPayoffQuoteResponse = z.infer<typeof ZPayoffQuoteResponseSchema>;
