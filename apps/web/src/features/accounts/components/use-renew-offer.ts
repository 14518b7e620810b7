/**
 * Whether the loan's page offers "Renew my loan" (issue 13): the domain's refinanceOfferRefusal is null for the
 * loan in the web's context (shared/refinance: guest, the refused-refinance risk flag, the no-SSN setting), the
 * loan is open and the reader is its borrower (a co-signer pays; the renewal's screens are the borrower's). Never a
 * line of credit, nor a loan opened today (decision 051). Nor while her standing refuses new credit (bankruptcy, the
 * Military Lending Act: the domain's newCreditRefusal, decision 059), once it is known.
 */
import type { TAccountDetailResponse } from '@lender/contract';
import {
  newCreditRefusal,
  paymentPostingDate,
  refinanceFactsOfLoan,
  refinanceOfferRefusal,
} from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { useCreditStanding } from '../../../shared/loans/credit-standing';
import { useRenewalContext } from '../../../shared/refinance/use-renewal-context';

export function useRenewOffer(loan: TAccountDetailResponse | undefined): boolean {
  const context = useRenewalContext({ loanId: loan?.loanId ?? '' });
  const borrowerOfOpenLoan = Boolean(loan && !loan.isAlternate && loan.statusGroup === 'open');
  const standing = useCreditStanding(borrowerOfOpenLoan);
  const settings = useServerSettings();
  if (!loan || !borrowerOfOpenLoan) return false;
  if (standing && newCreditRefusal(standing, loan.loanSystem, settings)) return false;
  // today: the business date a renewal made now posts on (a loan opened then is not renewed again that day)
  const today = paymentPostingDate(new Date());
  return refinanceOfferRefusal(refinanceFactsOfLoan(loan, { today }), context) === null;
}
