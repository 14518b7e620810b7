/**
 * Per-object authorization of loans (DESIGN.md §5): a profile reaches the loans its customer record
 * borrows and the ones it co-signs; anything else is answered as if it did not exist (404).
 * Other modules that take a loan id use `accessibleLoan`.
 */
import type {
  LoanRecord,
  LoanSystemRegistry,
  SystemCustomerIds,
} from '../../../integrations/loan-systems';
import { NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';

export const LOAN_NOT_FOUND_MESSAGE = 'Error fetching latest loan data.';

export type LoanRole = 'borrower' | 'cosigner';

export interface AccessibleLoan {
  loan: LoanRecord;
  role: LoanRole;
  /** the caller is the co-signer (alternate party) */
  isAlternate: boolean;
}

/** The caller's customer ids by loan system, from the session. */
export function callerCustomerIds(
  auth: Pick<AuthContext, 'nlsCustomerId' | 'tlxeCustomerId'>,
): SystemCustomerIds {
  return { NLS: auth.nlsCustomerId ?? null, TLXe: auth.tlxeCustomerId ?? null };
}

/** The caller's role on a loan, by its customer record; null when it is neither party. */
export function roleOn(loan: LoanRecord, auth: Pick<AuthContext, 'customerId'>): LoanRole | null {
  if (!auth.customerId) return null;
  if (loan.borrower.recordId === auth.customerId) return 'borrower';
  if (loan.cosigner?.recordId === auth.customerId) return 'cosigner';
  return null;
}

/** A loan the caller may see, checked against lmsId when given; else NotFoundError(message). */
export async function accessibleLoan(
  registry: Pick<LoanSystemRegistry, 'findLoan'>,
  auth: Pick<AuthContext, 'customerId'> & Partial<Pick<AuthContext, 'scope' | 'guest'>>,
  loanId: string,
  options: { lmsId?: string | undefined; message?: string } = {},
): Promise<AccessibleLoan> {
  const message = options.message ?? LOAN_NOT_FOUND_MESSAGE;
  if (!auth.customerId) throw new NotFoundError(message);
  // a guest session (signed link) reaches the one loan its link names
  if (auth.scope === 'guest' && auth.guest?.loanId !== loanId) throw new NotFoundError(message);
  const loan = await registry.findLoan(loanId);
  const role = loan ? roleOn(loan, auth) : null;
  if (!loan || !role || (options.lmsId !== undefined && options.lmsId !== loan.lmsId))
    throw new NotFoundError(message);
  return { loan, role, isAlternate: role === 'cosigner' };
}
