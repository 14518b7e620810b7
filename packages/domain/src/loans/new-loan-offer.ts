/**
 * Who may be offered a new loan ("Need more money? Apply now"): a borrower with no own loan of the
 * brand still being serviced (open or out for repossession), and with no own loan of any brand left
 * in default — charged off, repossessed, in bankruptcy or sold to a collector — or settled for less than
 * it owed (issue 48, decision 051: a settled loan is a debt the lender wrote off; inviting its borrower to
 * borrow again beside it is the contradiction the issue reports). Paid-off and closed loans do not stand in
 * the way. Co-signed loans are not the borrower's own.
 */
import { isActiveStatus, loanStatusGroup, type LoanStatusGroup } from './status-groups';

export interface OwnLoanStatus {
  status: number;
  brandCode: string;
}

/** The status groups of a loan left unpaid in default, or settled for less than it owed. */
export const DEFAULTED_STATUS_GROUPS: readonly LoanStatusGroup[] = [
  'chargedOff',
  'repossessed',
  'bankrupt',
  'sold',
  'settled',
];

export function mayBeOfferedNewLoan(
  ownLoans: readonly OwnLoanStatus[],
  brandCode: string,
): boolean {
  const activeInBrand = ownLoans.some(
    (loan) => loan.brandCode === brandCode && isActiveStatus(loan.status),
  );
  const defaulted = ownLoans.some((loan) =>
    DEFAULTED_STATUS_GROUPS.includes(loanStatusGroup(loan.status)),
  );
  return !activeInBrand && !defaulted;
}
