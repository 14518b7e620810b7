/** The payment confirmation (spec §3) and the receipt text sent by email or SMS. */
import type { TLanguage, TPaymentConfirmation, TRenewalConfirmation } from '@lender/contract';
import { nextDueDateAfter, paymentOutcome } from '@lender/domain';
import { formatLongDate, text, translate } from '../../../i18n';
import type { LoanRecord } from '../../../integrations/loan-systems';
import type { PaymentRow } from './repo';

/**
 * `payment.reinstated`: its posting brought the loan out for repossession current (the ledger's loan_payments row).
 * `renewal`: a renewal's new loan (areas/payments/refinance confirmation.ts), null for a plain payment. `settlementRemainingCents`:
 * what is left of the loan's signed settlement after a payment toward it (0: settled), null for any other payment.
 */
export function paymentConfirmation(
  payment: PaymentRow & { reinstated: boolean },
  loan: LoanRecord,
  postedOn: string,
  renewal: TRenewalConfirmation | null = null,
  settlementRemainingCents: number | null = null,
): TPaymentConfirmation {
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
    isRefi: renewal !== null,
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
    // a renewal's next payment is on its new loan
    // a loan under a signed settlement has no instalments left: what is left of the settlement is what it owes
    paymentDueDate:
      renewal && !renewal.cancelled
        ? renewal.newLoanDueDate
        : loan.paidOffDate || settlementRemainingCents !== null
          ? null
          : nextDueDateAfter(loan.dueDate, postedOn),
    remainingPayoffCents: loan.payoffCents,
    settlementRemainingCents,
    reinstated: payment.reinstated,
    renewal,
  };
}

/** The receipt: amount, loan, confirmation number, card's last 4 only. */
/** The receipt's text in the reader's language, its date spelled out (never 03/10 that reads as 3 October in Spanish). */
export function receiptText(
  confirmation: TPaymentConfirmation,
  language: TLanguage,
): { subject: string; body: string } {
  const c = confirmation;
  const renewal = c.renewal;
  // what the payment did, as the confirmation screen titles it (the domain's paymentOutcome)
  const did = paymentOutcome({
    isRefi: Boolean(renewal),
    settlementRemainingCents: c.settlementRemainingCents,
    isPayoff: c.isPayoff,
    reinstates: c.reinstated,
  });
  const outcome = translate(
    language,
    renewal && did === 'renewed'
      ? text('receipt.renewal', {
          loan: renewal.newLoanLmsId,
          amount: { cents: renewal.newPayoffCents },
          date: formatLongDate(renewal.newLoanDueDate, language),
        })
      : did === 'settled'
        ? text('receipt.settled')
        : did === 'paidOff'
          ? text('receipt.paidOff')
          : did === 'reinstated'
            ? text('receipt.reinstated', { amount: { cents: c.remainingPayoffCents } })
            : c.settlementRemainingCents !== null
              ? text('receipt.settlementRemaining', {
                  amount: { cents: c.settlementRemainingCents },
                })
              : text('receipt.remaining', { amount: { cents: c.remainingPayoffCents } }),
  );
  return {
    subject: translate(
      language,
      text('receipt.subject', { brand: c.productBrand, number: c.confirmationNumber }),
    ),
    body: translate(
      language,
      text('receipt.body', {
        brand: c.productBrand,
        amount: { cents: c.amountPaidCents },
        loan: c.lmsId,
        card: c.cardNumber,
        date: formatLongDate(c.paymentDate, language),
        number: c.confirmationNumber,
        outcome,
      }),
    ),
  };
}
