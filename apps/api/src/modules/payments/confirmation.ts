/** The payment confirmation (spec §3) and the receipt text sent by email or SMS. */
import type { TPaymentConfirmation } from '@lender/contract';
import { formatCents, nextDueDateAfter } from '@lender/domain';
import type { LoanRecord } from '../../integrations/loan-systems';
import type { PaymentRow } from './repo';

export function paymentConfirmation(payment: PaymentRow, loan: LoanRecord, postedOn: string): TPaymentConfirmation {
  return {
    profileId: payment.profileId,
    email: payment.receiptEmail,
    phoneNumber: payment.receiptPhone,
    cardHolderName: payment.cardholderName,
    customerName: `${loan.borrower.firstName} ${loan.borrower.lastName}`,
    confirmationNumber: payment.confirmationNumber ?? '',
    amountPaidCents: payment.amountCents,
    paymentDate: postedOn,
    cardNumber: payment.cardLast4,
    cardType: payment.cardType,
    isRefi: false,
    isPayoff: payment.isPayoff,
    isPartial: payment.isPartial,
    loanId: loan.loanId,
    lmsId: loan.lmsId,
    storePhoneNumber: loan.storePhoneNumber,
    productBrand: loan.brandDisplayName,
    collateralYear: loan.collateral?.year ?? null,
    collateralMake: loan.collateral?.make ?? null,
    collateralModel: loan.collateral?.model ?? null,
    // the first instalment after the posting: a still-late loan's missed date is not "next"
    paymentDueDate: loan.paidOffDate ? null : nextDueDateAfter(loan.dueDate, postedOn),
    remainingPayoffCents: loan.payoffCents,
  };
}

/** The receipt: amount, loan, confirmation number, card's last 4 only. */
export function receiptText(confirmation: TPaymentConfirmation): { subject: string; body: string } {
  const what = confirmation.isPayoff ? 'Your loan is paid off.' : `Remaining payoff: ${formatCents(confirmation.remainingPayoffCents)}.`;
  return {
    subject: `${confirmation.productBrand} payment receipt ${confirmation.confirmationNumber}`,
    body:
      `${confirmation.productBrand}: we received your payment of ${formatCents(confirmation.amountPaidCents)} on loan ${confirmation.lmsId} ` +
      `(card ending ${confirmation.cardNumber}) on ${confirmation.paymentDate}. Confirmation number ${confirmation.confirmationNumber}. ${what}`,
  };
}
