/** Loan amounts in integer cents: payoff and OFR reinstatement. */
import { isOfrStatus } from './status-groups';

export interface LoanBalanceParts {
  principalCents: number;
  interestCents: number;
  feesCents: number;
}

/** Payoff = principal + interest + fees (all integer cents). */
export function payoffCents(parts: LoanBalanceParts): number {
  return parts.principalCents + parts.interestCents + parts.feesCents;
}

/** An OFR loan with a positive reinstatement amount is paid by reinstating (isOfrReinstateAmount). */
export function isOfrReinstateAmount(loan: {
  status: number;
  reinstatementCents: number | null;
}): boolean {
  return isOfrStatus(loan.status) && (loan.reinstatementCents ?? 0) > 0;
}
