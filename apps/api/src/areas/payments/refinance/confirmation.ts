/**
 * The renewal part of a payment confirmation (spec §3 Payment confirmation: the new loan; contract
 * ZRenewalConfirmationSchema): from the refinance row and its new loan; null for a plain payment or a renewal not posted.
 */
import type { TRenewalCashOut, TRenewalConfirmation } from '@lender/contract';
import { PayMethod, PaymentType, renewalCashOutConfirmationNumber } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { payoffOfRow } from '../../../db/loan-payoff';
import type { CashOutStatus } from '../../../db/schema';
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

export function createRenewalConfirmations(db: DbOrTx): RenewalConfirmations {
  const repo = createRefinancesRepo(db);
  const cashOuts = createCashOutsRepo(db);
  return {
    async of(payment) {
      if (payment.paymentType !== PaymentType.Refinance) return null;
      const refinance = await repo.byPaymentId(payment.id);
      if (!refinance?.newLoanId) return null;
      const loan = await repo.newLoan(refinance.newLoanId);
      if (!loan) return null;
      const cancelled = refinance.status === 'cancelled';
      const cashOut = await cashOuts.ofPayment(payment.id);
      return {
        newLoanId: loan.id,
        newLoanLmsId: loan.loanNumber,
        newLoanDueDate: loan.dueDate,
        newPrincipalBalanceCents: loan.principalCents,
        // what the renewal made: the new loan's payoff the day it opened (decision 050: its principal; a voided one
        // no longer accrues, so the same figure)
        newPayoffCents: payoffOfRow(loan, loan.openedOn),
        // a voided new loan's auto-pay was removed with it: the renewal enrolled it when it asked for it
        autoPayEnrolled: cancelled
          ? refinance.autoPayCardId !== null
          : await autoPayEnrolled(db, loan.id),
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
