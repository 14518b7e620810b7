/**
 * Whether the loan's page offers "Renew my loan" (issue 13): the domain's refinanceOfferRefusal is null for the
 * loan in the web's context (shared/refinance: guest, the refused-refinance risk flag, the no-SSN setting), the
 * loan is open and the reader is its borrower (a co-signer pays; the renewal's screens are the borrower's).
 */
import type { TAccountDetailResponse } from '@lender/contract';
import { refinanceFactsOfLoan, refinanceOfferRefusal } from '@lender/domain';
import { useRenewalContext } from '../../../shared/refinance/use-renewal-context';

export function useRenewOffer(loan: TAccountDetailResponse | undefined): boolean {
  const context = useRenewalContext({ loanId: loan?.loanId ?? '' });
  if (!loan || loan.isAlternate || loan.statusGroup !== 'open') return false;
  return refinanceOfferRefusal(refinanceFactsOfLoan(loan), context) === null;
}
