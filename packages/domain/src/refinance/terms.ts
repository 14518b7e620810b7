/**
 * What a renewal makes (decisions 026 and 057; the spec gives no rate or term): the payment is applied to the old loan as
 * any payment (fees, then interest, then principal) and what is left of its payoff becomes the new loan's
 * principal. The new loan is one term of the title-loan schedule (TITLE_LOAN_TERM_DAYS days from the posting's
 * business date, its finance charge TITLE_LOAN_FINANCE_CHARGE_BPS of the principal rounded half up), owed in full
 * on its due date, accruing by the day at the title loan's rate until then (decision 050); renewing it again takes at least its finance charge (its product-switch amount due).
 */
import { originationTerms } from '../origination/origination';

export interface RenewalTerms {
  /** what the borrower pays now */
  amountPaidCents: number;
  /** the money paid out to the borrower's card (a cash-out renewal, decision 057); 0 for a plain renewal */
  cashOutCents: number;
  /** what was left of the payoff after the payment, plus the cash out */
  newPrincipalCents: number;
  /** the interest the new principal accrues to the new due date (decision 050) */
  financeChargeCents: number;
  /** the new loan's contract annual rate (parts per billion) */
  annualRatePpb: number;
  /** principal + finance charge: the new loan's payoff and its one payment (the estimated payment) */
  newPayoffCents: number;
  estimatedPaymentCents: number;
  /** 'YYYY-MM-DD' */
  newDueDate: string;
}

/**
 * The new loan of a renewal paying `amountCents` of a loan whose payoff is `payoffCents`, posted on `postedOn`
 * ('YYYY-MM-DD'), paying `cashOutCents` out to the borrower (decision 057: the new principal is what is left of the
 * payoff plus the cash out; the amount financed of the disclosure).
 */
export function renewalTerms(
  payoffCents: number,
  amountCents: number,
  postedOn: string,
  cashOutCents = 0,
): RenewalTerms {
  const newPrincipalCents = Math.max(0, payoffCents - amountCents) + cashOutCents;
  const terms = originationTerms(newPrincipalCents, postedOn);
  return {
    amountPaidCents: amountCents,
    cashOutCents,
    newPrincipalCents,
    financeChargeCents: terms.financeChargeCents,
    annualRatePpb: terms.annualRatePpb,
    newPayoffCents: terms.payoffCents,
    estimatedPaymentCents: terms.payoffCents,
    newDueDate: terms.dueDate,
  };
}

/** Whether a renewal may still be cancelled (spec CancelRenewal): the same business date it posted, and nothing has happened on the new loan since. */
export function renewalCancelRefusal(input: {
  postedOn: string;
  today: string;
  newLoanHasActivity: boolean;
  cancelled: boolean;
}): 'alreadyCancelled' | 'notSameDay' | 'newLoanActivity' | null {
  if (input.cancelled) return 'alreadyCancelled';
  if (input.postedOn !== input.today) return 'notSameDay';
  if (input.newLoanHasActivity) return 'newLoanActivity';
  return null;
}
