/**
 * The renewal part of a payment confirmation (spec §3 Payment confirmation: the new loan; contract
 * ZRenewalConfirmationSchema): from the refinance row and its new loan; null for a plain payment or a renewal not posted.
 */
import type { TRenewalCashOut, TRenewalConfirmation } from '@lender/contract';
import { PayMethod, PaymentType, payoffOn, renewalCashOutConfirmationNumber } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import type { CashOutStatus } from '../../../db/schema';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { createCashOutsRepo } from './cash-out-repo';
import { autoPayEnrolled, createRefinancesRepo } from './repo';

/** A cash out's status as the borrower reads it: claimed or not, it is still on its way. */
const SHOWN: Record<CashOutStatus, TRenewalCashOut['status']> = {
  pending: 'sending',
  pushing: 'sending',
  sent: 'sent',
  declined: 'declined',
  cancelled: 'cancelled',
  owed: 'owed',
};

export interface RenewalConfirmations {
  of(payment: { id: string; paymentType: number }): Promise<TRenewalConfirmation | null>;
}

/** `loans`: the new loan is the loan system's (over HTTP the app's database holds no copy of it). */
export function createRenewalConfirmations(
  db: DbOrTx,
  loans: Pick<LoanSystemRegistry, 'findLoan'>,
): RenewalConfirmations {
  const repo = createRefinancesRepo(db);
  const cashOuts = createCashOutsRepo(db);
  return {
    async of(payment) {
      if (payment.paymentType !== PaymentType.Refinance) return null;
      const refinance = await repo.byPaymentId(payment.id);
      if (!refinance?.newLoanId) return null;
      const loan = await loans.findLoan(refinance.newLoanId);
      if (!loan) return null;
      const cancelled = refinance.status === 'cancelled';
      const cashOut = await cashOuts.ofPayment(payment.id);
      return {
        newLoanId: loan.loanId,
        newLoanLmsId: loan.lmsId,
        newLoanDueDate: loan.dueDate,
        newPrincipalBalanceCents: loan.principalCents,
        // what the renewal made: the new loan's payoff the day it opened (decision 050: its principal; a voided one
        // no longer accrues, so the same figure)
        newPayoffCents: payoffOn(loan.accrual, loan.openedOn),
        // a voided new loan's auto-pay was removed with it: the renewal enrolled it when it asked for it
        autoPayEnrolled: cancelled
          ? refinance.autoPayCardId !== null
          : await autoPayEnrolled(db, loan.loanId),
        ancillaryProductIds: refinance.ancillaryProductIds,
        cancelled,
        cashOut: cashOut && {
          disbursementAmountCents: cashOut.cents,
          disbursementType: PayMethod.Debit,
          cardNumber: cashOut.last4,
          cardType: cashOut.cardType,
          status: SHOWN[cashOut.status],
          confirmationNumber: renewalCashOutConfirmationNumber(cashOut.refinanceId),
        },
      };
    },
  };
}
