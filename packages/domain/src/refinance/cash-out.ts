/**
 * A renewal that pays money out (issue 49 item 2, decision 057): the new loan's principal is what is left of the
 * payoff after the payment plus the cash out, and the cash out is pushed to one of the borrower's debit cards. The
 * limits are the funds path's (spec §9: at most MAX_MONEY_TRANSFER_DISBURSEMENT dollars, at most MAX_DISBURSE_CARDS
 * card ids) and the product's maximum loan amount; the loan system must allow a disbursement (spec §3 Loan
 * validations isDisbursementAvailable, and its disburseProductMigration's when the loan migrates on a disbursement).
 * Codes with parameters: the server enforces them, the web calls them as the borrower types.
 */
import { MAX_DISBURSE_CARDS, MAX_MONEY_TRANSFER_DISBURSEMENT_CENTS } from '../constants/thresholds';
import { PayMethod } from '../enums/payment';

/** The smallest cash out: one dollar (as a draw; the spec is silent). */
export const MIN_CASH_OUT_CENTS = 100;

/**
 * The most a product's loan may be, in cents (the lender's catalogue, decision 057): a title loan as much as the
 * appraisal offers lend ($3,000), an instalment loan $5,000. A line of credit is drawn on, never renewed with cash.
 */
export const PRODUCT_MAX_LOAN_CENTS: Readonly<Record<string, number>> = {
  title: 300_000,
  instalment: 500_000,
};

/** The loan's facts a cash out depends on (spec §3 Loan). */
export interface CashOutLoan {
  productType: string;
  isDisbursementAvailable: boolean;
  /** spec §3 disburseProductMigration: the product a disbursement moves the loan to, and its validations */
  disburseProductMigration?: {
    newProductId: string;
    validations: { isDisbursementAvailable: boolean };
  } | null;
}

export type RenewalCashOutRefusal =
  | { code: 'cashOut.unavailable'; params: Record<string, never> }
  | { code: 'cashOut.notCents'; params: Record<string, never> }
  | { code: 'cashOut.belowMinimum'; params: { minCents: number } }
  | { code: 'cashOut.aboveMaximum'; params: { maxCents: number } }
  | { code: 'cashOut.methodUnavailable'; params: { type: number } }
  | { code: 'cashOut.cardRequired'; params: Record<string, never> }
  | { code: 'cashOut.tooManyCards'; params: { max: number } }
  | { code: 'cashOut.cardCannotReceive'; params: Record<string, never> };

/** Whether the loan may pay money out at a renewal at all (before any amount); null when it may. */
export function cashOutOfferRefusal(loan: CashOutLoan): RenewalCashOutRefusal | null {
  const migration = loan.disburseProductMigration;
  if (
    PRODUCT_MAX_LOAN_CENTS[loan.productType] === undefined ||
    !loan.isDisbursementAvailable ||
    (migration && !migration.validations.isDisbursementAvailable)
  )
    return { code: 'cashOut.unavailable', params: {} };
  return null;
}

/**
 * The most a renewal paying `amountPaidCents` of a payoff of `payoffCents` may pay out: the disbursement maximum, and
 * no more than takes the new principal to the product's maximum loan amount; 0 when nothing may be paid out.
 */
export function maxCashOutCents(input: {
  productType: string;
  payoffCents: number;
  amountPaidCents: number;
}): number {
  const productMax = PRODUCT_MAX_LOAN_CENTS[input.productType] ?? 0;
  const left = Math.max(0, input.payoffCents - input.amountPaidCents);
  return Math.max(0, Math.min(MAX_MONEY_TRANSFER_DISBURSEMENT_CENTS, productMax - left));
}

/** The amount of a cash out (instant feedback as the borrower types); null when it may be paid out. */
export function cashOutAmountRefusal(
  loan: CashOutLoan & { payoffCents: number },
  amountPaidCents: number,
  cashOutCents: number,
): RenewalCashOutRefusal | null {
  const offer = cashOutOfferRefusal(loan);
  if (offer) return offer;
  if (!Number.isSafeInteger(cashOutCents)) return { code: 'cashOut.notCents', params: {} };
  if (cashOutCents < MIN_CASH_OUT_CENTS)
    return { code: 'cashOut.belowMinimum', params: { minCents: MIN_CASH_OUT_CENTS } };
  const maxCents = maxCashOutCents({
    productType: loan.productType,
    payoffCents: loan.payoffCents,
    amountPaidCents,
  });
  if (cashOutCents > maxCents) return { code: 'cashOut.aboveMaximum', params: { maxCents } };
  return null;
}

/**
 * How the cash out reaches the borrower: to a debit card only (the renewal is online, so the money is not waiting at
 * a store), named by at most MAX_DISBURSE_CARDS ids of one card that may receive money; null when it may.
 */
export function cashOutMethodRefusal(input: {
  disbursementType: number | undefined;
  cardCount: number;
  cardCanDisburse: boolean | null;
}): RenewalCashOutRefusal | null {
  const type = input.disbursementType ?? PayMethod.Debit;
  if (type !== PayMethod.Debit) return { code: 'cashOut.methodUnavailable', params: { type } };
  if (input.cardCount === 0 || input.cardCanDisburse === null)
    return { code: 'cashOut.cardRequired', params: {} };
  if (input.cardCount > MAX_DISBURSE_CARDS)
    return { code: 'cashOut.tooManyCards', params: { max: MAX_DISBURSE_CARDS } };
  if (!input.cardCanDisburse) return { code: 'cashOut.cardCannotReceive', params: {} };
  return null;
}

/** The field of the payment request a refusal is about (POST /payment, spec §7). */
export function cashOutRefusalField(refusal: RenewalCashOutRefusal): string {
  switch (refusal.code) {
    case 'cashOut.methodUnavailable':
      return 'body.disbursementType';
    case 'cashOut.cardRequired':
    case 'cashOut.tooManyCards':
    case 'cashOut.cardCannotReceive':
      return 'body.disburseCardIds';
    default:
      return 'body.disbursementAmount';
  }
}
