/**
 * The closed-end credit disclosures of Regulation Z § 1026.18 (the "federal box"), computed once from the
 * product's own price: the amount financed, the scheduled payments with their dates and the consummation date.
 * The finance charge is what the payments add up to beyond the amount financed; the APR is Appendix J's
 * (actuarial). Every screen, the API and the PDFs show these figures, never their own arithmetic.
 */
import { originationTerms } from '../origination/origination';
import { renewalTerms } from '../refinance/terms';
import { actuarialApr, disclosedApr, type ScheduledPayment } from './apr';

export interface ClosedEndDisclosure {
  kind: 'closedEnd';
  /** the annual percentage rate, percent to two decimals (304.17 = 304.17 %) */
  aprPercent: number;
  financeChargeCents: number;
  amountFinancedCents: number;
  totalOfPaymentsCents: number;
  /** 'YYYY-MM-DD': the day the borrower becomes bound and the money is advanced */
  consummationDate: string;
  /** the payments in date order */
  schedule: ScheduledPayment[];
}

/** The federal box of any closed-end credit: one advance of `amountFinancedCents`, repaid by `schedule`. */
export function closedEndDisclosure(input: {
  amountFinancedCents: number;
  consummationDate: string;
  schedule: readonly ScheduledPayment[];
}): ClosedEndDisclosure {
  const schedule = [...input.schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const totalOfPaymentsCents = schedule.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    kind: 'closedEnd',
    aprPercent: disclosedApr(
      actuarialApr({
        amountFinancedCents: input.amountFinancedCents,
        consummationDate: input.consummationDate,
        payments: schedule,
      }),
    ),
    financeChargeCents: Math.max(0, totalOfPaymentsCents - input.amountFinancedCents),
    amountFinancedCents: input.amountFinancedCents,
    totalOfPaymentsCents,
    consummationDate: input.consummationDate,
    schedule,
  };
}

/**
 * A new title loan of `amountCents` opened on `openedOn` ('YYYY-MM-DD'): the product's price (originationTerms:
 * the finance charge for one term, owed with the amount on the due date) as one payment.
 */
export function titleLoanDisclosure(amountCents: number, openedOn: string): ClosedEndDisclosure {
  const terms = originationTerms(amountCents, openedOn);
  return closedEndDisclosure({
    amountFinancedCents: amountCents,
    consummationDate: openedOn,
    schedule: [{ dueDate: terms.dueDate, amountCents: terms.payoffCents }],
  });
}

/**
 * The new loan a renewal (or product switch, or refinance) paying `amountCents` of a loan whose payoff is
 * `payoffCents` makes on `postedOn`: its principal is the amount financed, repaid by its one payment
 * (renewalTerms, the same computation the posting uses); a cash out (decision 057) is part of the amount financed.
 */
export function renewalDisclosure(
  payoffCents: number,
  amountCents: number,
  postedOn: string,
  cashOutCents = 0,
): ClosedEndDisclosure {
  const terms = renewalTerms(payoffCents, amountCents, postedOn, cashOutCents);
  return closedEndDisclosure({
    amountFinancedCents: terms.newPrincipalCents,
    consummationDate: postedOn,
    schedule:
      terms.newPrincipalCents > 0
        ? [{ dueDate: terms.newDueDate, amountCents: terms.newPayoffCents }]
        : [],
  });
}
