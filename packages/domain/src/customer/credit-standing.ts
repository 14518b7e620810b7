/**
 * Whether a borrower may take new credit — a renewal (refinance) or a new loan (origination) — as her bankruptcy and
 * Military Lending Act standing say (spec §7 GET /bankruptcyStatus, GET/POST /militarystatus, §9 allowNlsMlaCheck;
 * decision 059). A code, never a sentence: the server enforces it on POST /payment (isRefi), the refinance disclosure
 * and POST /loanOriginate, and translates it.
 *
 * - 'bankruptcy': one of her loans is in a bankruptcy status (Bankrupt 17, BankruptChargedOff 32): no new credit
 *   while the case is open (the automatic stay; the court, not the app, approves new credit). Payments are not
 *   refused by this rule: a loan in bankruptcy takes a payment as far as its loan system marks it payable.
 * - 'mlaCovered': she declared herself covered by the Military Lending Act (active duty, or a dependent): these
 *   products are above the Act's 36% rate cap and the Act forbids renewing a covered borrower's loan. The check
 *   runs for TLXe loans always, and for NLS loans only while the lender's allowNlsMlaCheck is on (the NLS system
 *   makes its own check otherwise). A borrower who never declared is not refused by the app.
 */
import type { LoanSystem } from '../brands/brands';

export interface CreditStanding {
  /** one of her loans is in a bankruptcy status */
  inBankruptcy: boolean;
  /** her Military Lending Act declaration says covered (false when never declared) */
  mlaCovered: boolean;
}

export type NewCreditRefusalCode = 'bankruptcy' | 'mlaCovered';

/** Whether the MLA check runs for a loan of this system. */
export const mlaCheckApplies = (loanSystem: LoanSystem, allowNlsMlaCheck: boolean): boolean =>
  loanSystem === 'TLXe' || allowNlsMlaCheck;

export function newCreditRefusal(
  standing: CreditStanding,
  loanSystem: LoanSystem,
  settings: { allowNlsMlaCheck: boolean },
): NewCreditRefusalCode | null {
  if (standing.inBankruptcy) return 'bankruptcy';
  if (standing.mlaCovered && mlaCheckApplies(loanSystem, settings.allowNlsMlaCheck))
    return 'mlaCovered';
  return null;
}
