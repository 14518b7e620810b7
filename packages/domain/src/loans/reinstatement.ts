/**
 * Reinstating a loan out for repossession (issue 13, decision 016): a posted payment of at least the
 * loan's reinstatement amount calls the repossession off. OutForRepo (15) goes back to Open (12);
 * OutForRepoChargedOff (23) goes back to ChargedOff (6): the charge-off stands, only the recovery
 * stops. The loan then has no reinstatement amount.
 */
import { LoanStatus } from '../enums/loan-status';

const REINSTATED_STATUS: Readonly<Record<number, number>> = {
  [LoanStatus.OutForRepo]: LoanStatus.Open,
  [LoanStatus.OutForRepoChargedOff]: LoanStatus.ChargedOff,
};

/** The status a payment of `amountCents` leaves the loan in when it reinstates it; null when it does not. */
export function reinstatedStatus(
  loan: { status: number; reinstatementCents: number | null },
  amountCents: number,
): number | null {
  const to = REINSTATED_STATUS[loan.status];
  if (to === undefined || loan.reinstatementCents === null || loan.reinstatementCents <= 0)
    return null;
  return amountCents >= loan.reinstatementCents ? to : null;
}

/**
 * The reinstatement amount left after a posted payment of `amountCents` that did not pay the loan off: none once the
 * payment reinstates the loan (or when it had none); otherwise a smaller payment counts toward it, like the minimum
 * required.
 */
export function reinstatementAfterPayment(
  loan: { status: number; reinstatementCents: number | null },
  amountCents: number,
): number | null {
  if (loan.reinstatementCents === null || reinstatedStatus(loan, amountCents) !== null) return null;
  return Math.max(0, loan.reinstatementCents - amountCents);
}
