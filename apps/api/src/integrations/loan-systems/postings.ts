/**
 * What the services ask the loan systems to post (port.ts) and what a posting answers: a payment, a refinance and
 * its void, a draw, a new title loan from an appraisal offer. Money is integer cents; dates are 'YYYY-MM-DD'.
 */
import type { LoanSnapshot } from '../../db/schema';
import type { LoanCollateral } from './records';

/** A payment to post (issue 5): applied fees → interest → principal, once per paymentId. */
export interface PaymentPosting {
  paymentId: string;
  loanId: string;
  amountCents: number;
  confirmationNumber: string;
  /** the business date of the posting, 'YYYY-MM-DD' (America/Chicago) */
  postedOn: string;
  now: Date;
  /** a settlement (payment type 5): the amount is applied, the rest written off, the loan Settled (29) and no longer payable */
  settles?: boolean;
  /** a renewal's cash out (decision 057): added to the new loan's principal (0 or absent: none) */
  cashOutCents?: number;
}

/** What a refinance posting did (decision 026): the payment on the old loan, the old loan as it was before, the new loan. */
export interface PostedRefinance {
  payment: PostedPayment;
  /** the old loan's columns before the posting: a void restores them */
  oldLoanSnapshot: LoanSnapshot;
  newLoanId: string;
  newLmsId: string;
  newPrincipalCents: number;
  financeChargeCents: number;
  newPayoffCents: number;
  /** 'YYYY-MM-DD' */
  newDueDate: string;
}

/** The void of a posted refinance (POST /cancelrefinance): the old loan restored from its snapshot, the new loan voided and hidden. */
export interface RefinanceVoid {
  paymentId: string;
  oldLoanId: string;
  newLoanId: string;
  oldLoanSnapshot: LoanSnapshot;
  /** a cash out already sent to the borrower's card (decision 057): owed again, added to the restored loan's principal */
  cashOutOwedCents?: number;
  now: Date;
}

/** A renewal's cash out the card declined (decision 057): the new loan, which was opened with it, is lowered by it. */
export interface CashOutWithdrawal {
  newLoanId: string;
  cashOutCents: number;
  now: Date;
}

export interface DrawPosting {
  drawId: string;
  loanId: string;
  amountCents: number;
  now: Date;
}

/**
 * A new title loan from an appraisal offer (decision 025): Open, its agreement not yet signed (the loan lists skip
 * it until releaseOriginatedLoan). `originReference` is the app's request ('origination:<id>'): a repeat answers
 * the loan already made.
 */
export interface LoanOrigination {
  originReference: string;
  /** the borrower's customers row */
  customerRecordId: string;
  brandCode: string;
  storeId: number;
  amountCents: number;
  /** the interest the amount accrues to the due date at `annualRatePpb` (decision 050) */
  financeChargeCents: number;
  /** the contract annual rate, parts per billion */
  annualRatePpb: number;
  /** amount and finance charge: what is owed on the due date */
  payoffCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** 'YYYY-MM-DD' */
  openedOn: string;
  collateral: LoanCollateral;
  now: Date;
}

export interface PostedPayment {
  amountCents: number;
  feesCents: number;
  interestCents: number;
  principalCents: number;
  /** the payoff left */
  payoffCents: number;
  paidOff: boolean;
  status: number;
  /** the next due date (null once paid off) */
  dueDate: string | null;
  postedOn: string;
  /** the payment brought an out-for-repossession loan current: the repossession stopped */
  reinstated: boolean;
}
