/**
 * Money out of a line of credit (spec §1, §4, §9): what a borrower may draw, to which card, and which
 * cash advance may still be cancelled. Codes with parameters, never sentences; the server enforces
 * them, the web calls them for instant feedback.
 */
import { MAX_MONEY_TRANSFER_DISBURSEMENT } from '../constants/thresholds';
import { CashAdvancePendingCode } from '../enums/payment';
import { paymentPostingDate } from '../payments/posting-date';

/** The largest single disbursement to a card or by money transfer, in cents (spec §9: 10000 dollars). */
export const MAX_DISBURSEMENT_CENTS = MAX_MONEY_TRANSFER_DISBURSEMENT * 100;
/** The smallest draw: one dollar (the spec is silent; a draw of cents costs the lender more than it lends). */
export const MIN_DRAW_CENTS = 100;

/**
 * Available credit: the limit less the balance, the pending cash advances and the draws in flight
 * (started, not yet posted); never below zero.
 */
export function availableCreditCents(input: {
  creditLimitCents: number;
  balanceCents: number;
  pendingAdvancesCents: number;
  inFlightCents: number;
}): number {
  return Math.max(
    0,
    input.creditLimitCents - input.balanceCents - input.pendingAdvancesCents - input.inFlightCents,
  );
}

/** The most a draw may be: the available credit, at most the disbursement maximum. */
export function maxDrawCents(availableCents: number): number {
  return Math.min(Math.max(0, availableCents), MAX_DISBURSEMENT_CENTS);
}

export type GetCashRefusal =
  { code: 'notLineOfCredit' } | { code: 'notBorrower' } | { code: 'disbursementUnavailable' };

/**
 * Whether a loan offers "Get cash" at all (before any amount): a line of credit, to its borrower (a co-signer
 * pays, never borrows), whose loan system allows a draw to a debit card (spec §3 Loan validations:
 * isDisbursementAvailable).
 */
export function getCashRefusal(loan: {
  productType: string;
  isAlternate?: boolean;
  validations: { isDisbursementAvailable: boolean };
}): GetCashRefusal | null {
  if (loan.productType !== 'lineOfCredit') return { code: 'notLineOfCredit' };
  if (loan.isAlternate) return { code: 'notBorrower' };
  if (!loan.validations.isDisbursementAvailable) return { code: 'disbursementUnavailable' };
  return null;
}

export type DrawRefusal =
  | { code: 'notLineOfCredit' }
  | { code: 'belowMinimum'; minCents: number }
  | { code: 'aboveAvailable'; availableCents: number }
  | { code: 'aboveMaximum'; maxCents: number }
  | { code: 'cardCannotReceive' };

/** Why a draw may not start, or null. */
export function drawRefusal(input: {
  isLineOfCredit: boolean;
  amountCents: number;
  availableCents: number;
  cardCanDisburse: boolean;
}): DrawRefusal | null {
  if (!input.isLineOfCredit) return { code: 'notLineOfCredit' };
  if (!Number.isInteger(input.amountCents) || input.amountCents < MIN_DRAW_CENTS)
    return { code: 'belowMinimum', minCents: MIN_DRAW_CENTS };
  if (input.amountCents > MAX_DISBURSEMENT_CENTS)
    return { code: 'aboveMaximum', maxCents: MAX_DISBURSEMENT_CENTS };
  if (input.amountCents > input.availableCents)
    return { code: 'aboveAvailable', availableCents: Math.max(0, input.availableCents) };
  if (!input.cardCanDisburse) return { code: 'cardCannotReceive' };
  return null;
}

export type CashAdvanceCancelRefusal = { code: 'batched' } | { code: 'notPending' };

/** A cash advance may be cancelled while it is pending and not batched (code 1000); a batched one (1002) no longer. */
export function cashAdvanceCancelRefusal(advance: {
  status: string;
  pendingCode: number | null;
}): CashAdvanceCancelRefusal | null {
  if (advance.status !== 'pending') return { code: 'notPending' };
  if (advance.pendingCode === CashAdvancePendingCode.Batched) return { code: 'batched' };
  return null;
}

/**
 * A pending cash advance is batched (1000 → 1002) at the daily cut-off of the business day it was
 * requested on: once the business day a request made now would post on has moved past its own
 * (5:00 PM Central, weekends and holidays, as payments).
 */
export function isCashAdvanceBatchDue(requestedAt: Date, now: Date): boolean {
  return paymentPostingDate(now) > paymentPostingDate(requestedAt);
}

/**
 * A draw's confirmation number (issue 48, decision 051): "DRW" and the first 12 hexadecimal digits of the draw's id,
 * in capitals (DRWDB43CD27B814) — what the borrower reads and quotes, like a payment's PMT…, never the raw id. The API
 * answers it in the draw's confirmation and the screens show it; it is a function of the stored draw, so every
 * reader gets the same one.
 */
export function drawConfirmationNumber(drawId: string): string {
  return confirmationNumberOf('DRW', drawId);
}

/** A referral cash-out's confirmation number: "RWD" and the first 12 hexadecimal digits of its id, in capitals. */
export function cashOutConfirmationNumber(cashOutId: string): string {
  return confirmationNumberOf('RWD', cashOutId);
}

/** A renewal's cash out's confirmation number (decision 057): "RCO" and the first 12 hexadecimal digits of its renewal's id. */
export function renewalCashOutConfirmationNumber(refinanceId: string): string {
  return confirmationNumberOf('RCO', refinanceId);
}

function confirmationNumberOf(prefix: string, id: string): string {
  return `${prefix}${id.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}
