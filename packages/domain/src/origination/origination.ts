/**
 * A new loan from an appraisal offer (spec §3 Origination state, §4 Origination, §9 loan amounts from origination
 * info): the amount the borrower may take, how the money may reach them, the new loan's terms and where an
 * origination stands. Codes with parameters, never sentences; the server enforces them, the web calls them for
 * instant feedback.
 */
import { MAX_DISBURSE_CARDS } from '../constants/thresholds';
import { PayMethod } from '../enums/payment';
import { interestForDays, rateForTermFee } from '../loans/accrual';

/** Spec §3 disbursementOptions: which ways the offer's loan system may send the money. */
export interface DisbursementOptions {
  isDebitDisbursementAvailable: boolean;
  isMoneyGramDisbursementAvailable: boolean;
  isStoreDisbursementAvailable: boolean;
}

/** The disbursement types an origination may use (spec §4 pay methods): a debit card, a money transfer, cash at the store. */
export const ORIGINATION_DISBURSEMENT_TYPES = [
  PayMethod.Debit,
  PayMethod.MoneyTransfer,
  PayMethod.Store,
] as const;
export type OriginationDisbursementType = (typeof ORIGINATION_DISBURSEMENT_TYPES)[number];

/** The types the options allow, in the order a borrower sees them (the card first: the money is there today). */
export function allowedDisbursementTypes(
  options: DisbursementOptions,
): OriginationDisbursementType[] {
  const allowed: OriginationDisbursementType[] = [];
  if (options.isDebitDisbursementAvailable) allowed.push(PayMethod.Debit);
  if (options.isMoneyGramDisbursementAvailable) allowed.push(PayMethod.MoneyTransfer);
  if (options.isStoreDisbursementAvailable) allowed.push(PayMethod.Store);
  return allowed;
}

export type OriginationAmountRefusal =
  | { code: 'origination.amountNotCents'; params: Record<string, never> }
  | { code: 'origination.belowMinimum'; params: { minCents: number } }
  | { code: 'origination.aboveMaximum'; params: { maxCents: number } };

/** Spec §9: the amount is between the offer's minimum and maximum loan amount (whole cents); null when it is. */
export function originationAmountRefusal(
  amountCents: number,
  limits: { minCents: number; maxCents: number },
): OriginationAmountRefusal | null {
  if (!Number.isSafeInteger(amountCents)) return { code: 'origination.amountNotCents', params: {} };
  if (amountCents < limits.minCents)
    return { code: 'origination.belowMinimum', params: { minCents: limits.minCents } };
  if (amountCents > limits.maxCents)
    return { code: 'origination.aboveMaximum', params: { maxCents: limits.maxCents } };
  return null;
}

export type DisbursementMethodRefusal =
  | { code: 'origination.methodUnavailable'; params: { type: number } }
  | { code: 'origination.cardRequired'; params: Record<string, never> }
  | { code: 'origination.tooManyCards'; params: { max: number } }
  | { code: 'origination.cardCannotReceive'; params: Record<string, never> };

/**
 * Whether the money may go this way: a type the offer allows; a debit disbursement names one card (spec §9 at most
 * MAX_DISBURSE_CARDS ids) that may receive money (canDisburse); null when it may.
 */
export function disbursementMethodRefusal(input: {
  type: number;
  options: DisbursementOptions;
  cardCount: number;
  cardCanDisburse: boolean | null;
}): DisbursementMethodRefusal | null {
  if (!(allowedDisbursementTypes(input.options) as number[]).includes(input.type))
    return { code: 'origination.methodUnavailable', params: { type: input.type } };
  if (input.type !== PayMethod.Debit) return null;
  if (input.cardCount === 0 || input.cardCanDisburse === null)
    return { code: 'origination.cardRequired', params: {} };
  if (input.cardCount > MAX_DISBURSE_CARDS)
    return { code: 'origination.tooManyCards', params: { max: MAX_DISBURSE_CARDS } };
  if (!input.cardCanDisburse) return { code: 'origination.cardCannotReceive', params: {} };
  return null;
}

/** A title loan's term (decision 025): one month, due 30 days after it opens. */
export const TITLE_LOAN_TERM_DAYS = 30;
/** A title loan's finance charge for its term, in basis points of the amount (decision 025: 25 % a month). */
export const TITLE_LOAN_FINANCE_CHARGE_BPS = 2_500;
/**
 * A title loan's contract annual rate (decision 050): the rate at which its principal accrues the finance charge over
 * its term, so the cost to the due date is the charge, and a payoff before then is the principal and the days' interest.
 */
export const TITLE_LOAN_ANNUAL_RATE_PPB = rateForTermFee(
  TITLE_LOAN_FINANCE_CHARGE_BPS,
  TITLE_LOAN_TERM_DAYS,
);

export interface OriginationTerms {
  amountCents: number;
  /** the interest accrued at the due date (decision 050) */
  financeChargeCents: number;
  /** the contract annual rate the amount accrues at (parts per billion) */
  annualRatePpb: number;
  /** what is owed on the due date: the amount and the finance charge */
  payoffCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
}

/** The new title loan's terms: the charge rounded half up to the cent, due TITLE_LOAN_TERM_DAYS after `openedOn` ('YYYY-MM-DD'). */
export function originationTerms(amountCents: number, openedOn: string): OriginationTerms {
  // the fee rounded half up, as the interest the amount accrues to the due date (the same cents: accrual.test.ts)
  const financeChargeCents = interestForDays(
    amountCents,
    TITLE_LOAN_ANNUAL_RATE_PPB,
    TITLE_LOAN_TERM_DAYS,
  );
  const [year, month, day] = openedOn.split('-').map(Number) as [number, number, number];
  const dueDate = new Date(Date.UTC(year, month - 1, day + TITLE_LOAN_TERM_DAYS))
    .toISOString()
    .slice(0, 10);
  return {
    amountCents,
    financeChargeCents,
    annualRatePpb: TITLE_LOAN_ANNUAL_RATE_PPB,
    payoffCents: amountCents + financeChargeCents,
    dueDate,
  };
}

/**
 * Where an origination stands (server state): 'originating' until the loan system has made the loan;
 * 'awaitingSignature' while its agreement waits for the borrower; 'funding' once signed, until the money is sent;
 * 'funded'; or ended without a loan: 'declined' (the borrower declined to sign), 'expired' (the signing ran out of
 * time), 'failed' (the loan system or the payout refused).
 */
export const ORIGINATION_STATUSES = [
  'originating',
  'awaitingSignature',
  'funding',
  'funded',
  'declined',
  'expired',
  'failed',
] as const;
export type OriginationStatus = (typeof ORIGINATION_STATUSES)[number];

/** An origination that still holds its appraisal (a second one from the same appraisal is refused while it does). */
export const isLiveOrigination = (status: OriginationStatus): boolean =>
  status === 'originating' ||
  status === 'awaitingSignature' ||
  status === 'funding' ||
  status === 'funded';
