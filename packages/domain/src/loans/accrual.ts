/**
 * Interest that accrues by the day (decision 050): simple interest on the principal at the loan's contract annual
 * rate, on a 365-day year, rounded half up to the cent once per interval (never per day, so a payoff does not drift
 * by a day's rounding). The rate is in parts per billion of the principal per 365 days (36 % = 360,000,000): fine
 * enough that a product's fee for its term becomes exactly its interest at the due date.
 *
 * A loan's balance is booked through a date (`accruedThrough`): principal, fees and the interest accrued to then.
 * Its payoff on a later date adds the interest from that date; a posting (payment, draw, renewal) first books the
 * interest to its own date, then moves principal. All amounts are integer cents; dates 'YYYY-MM-DD'.
 */
import { daysBetween } from '../validation/dates';
import { isActiveStatus } from './status-groups';

/** Parts per billion: the unit of a contract annual rate. */
export const RATE_SCALE = 1_000_000_000;
export const DAYS_PER_YEAR = 365;

/** What a loan's accrual needs: its booked balance and its contract rate. */
export interface AccrualBalance {
  principalCents: number;
  /** interest accrued and not paid, through `accruedThrough` */
  interestCents: number;
  feesCents: number;
  /** contract annual rate, parts per billion (RATE_SCALE) */
  annualRatePpb: number;
  /** 'YYYY-MM-DD': the interest is booked through this date */
  accruedThrough: string;
}

const SCALE = BigInt(RATE_SCALE) * BigInt(DAYS_PER_YEAR);

/** `numerator / SCALE` rounded half up (non-negative numerators). */
const roundScaled = (numerator: bigint): number => Number((numerator * 2n + SCALE) / (SCALE * 2n));

function checkFigures(principalCents: number, annualRatePpb: number): void {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0)
    throw new RangeError('principal must be non-negative integer cents');
  if (!Number.isSafeInteger(annualRatePpb) || annualRatePpb < 0)
    throw new RangeError('rate must be a non-negative integer (parts per billion)');
}

/** Interest on `principalCents` over `days` days (none for days ≤ 0), rounded once. */
export function interestForDays(
  principalCents: number,
  annualRatePpb: number,
  days: number,
): number {
  checkFigures(principalCents, annualRatePpb);
  if (!Number.isSafeInteger(days)) throw new RangeError('days must be an integer');
  if (days <= 0) return 0;
  return roundScaled(BigInt(principalCents) * BigInt(annualRatePpb) * BigInt(days));
}

/** Interest on `principalCents` accrued from `from` to `to` ('YYYY-MM-DD'; none when `to` is not later). */
export const accruedInterestCents = (
  principalCents: number,
  annualRatePpb: number,
  from: string,
  to: string,
): number => interestForDays(principalCents, annualRatePpb, daysBetween(from, to));

/** "Interest per day": one day's interest on the current principal. */
export const interestPerDayCents = (principalCents: number, annualRatePpb: number): number =>
  interestForDays(principalCents, annualRatePpb, 1);

/** The interest owed on `date`: what is booked plus what accrued since (nothing accrues before the booked date). */
export const interestOn = (loan: AccrualBalance, date: string): number =>
  loan.interestCents +
  accruedInterestCents(loan.principalCents, loan.annualRatePpb, loan.accruedThrough, date);

/** What pays the loan off on `date`: principal + interest accrued to that date + fees. */
export const payoffOn = (loan: AccrualBalance, date: string): number =>
  loan.principalCents + loan.feesCents + interestOn(loan, date);

/** The balance booked through `date` (a posting on that date starts from it); a date before the booked one books nothing. */
export function accrueTo(loan: AccrualBalance, date: string): AccrualBalance {
  if (date <= loan.accruedThrough) return loan;
  return { ...loan, interestCents: interestOn(loan, date), accruedThrough: date };
}

/** A title loan's rate from its fee in basis points of the amount per term (25 % for 30 days → 304.17 % a year). */
export const rateForTermFee = (feeBps: number, termDays: number): number =>
  Math.round((feeBps * (RATE_SCALE / 10_000) * DAYS_PER_YEAR) / termDays);

/** The rate of the seeded loans and of loans booked before accrual was tracked: 36 % a year. */
export const STANDARD_ANNUAL_RATE_PPB = 360_000_000;

/**
 * A loan accrues while it is being serviced (open or out for repossession); a paid-off, charged-off, repossessed or
 * settled loan's balance stays as booked: its accrual is the same balance at rate 0.
 */
export const accruingBalance = (loan: AccrualBalance, status: number): AccrualBalance =>
  isActiveStatus(status) ? loan : { ...loan, annualRatePpb: 0 };
