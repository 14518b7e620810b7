/** A renewal's receipt names its new loan, what it owes and when, in the reader's language. */
import { describe, expect, it } from 'vitest';
import type { TPaymentConfirmation } from '@lender/contract';
import { receiptText } from '../payments/confirmation';

const renewal = {
  newLoanId: '00000000-0000-4000-8000-000000000001',
  newLoanLmsId: '10001-002',
  newLoanDueDate: '2026-04-09',
  newPrincipalBalanceCents: 103_460,
  newPayoffCents: 128_290,
  autoPayEnrolled: false,
  ancillaryProductIds: [] as string[],
  cancelled: false,
};
const confirmation = {
  productBrand: 'Oak Loans',
  confirmationNumber: 'C-1',
  amountPaidCents: 21_540,
  lmsId: '10001-001',
  cardNumber: '1111',
  paymentDate: '2026-03-10',
  isPayoff: false,
  isRefi: true,
  remainingPayoffCents: 0,
  settlementRemainingCents: null,
  reinstated: false,
  renewal,
} as TPaymentConfirmation;

describe('the receipt of a renewal', () => {
  it('says the loan was renewed, with the new loan, its payoff and due date (en)', () => {
    expect(receiptText(confirmation, 'en').body).toBe(
      'Oak Loans: we received your payment of $215.40 on loan 10001-001 (card ending 1111) on March 10, 2026. Confirmation number C-1. Your loan was renewed: new loan 10001-002, $1,282.90 due on April 9, 2026.',
    );
  });

  it('in Spanish', () => {
    expect(receiptText(confirmation, 'es').body).toContain(
      'Su préstamo se renovó: préstamo nuevo 10001-002, $1,282.90 con vencimiento el 9 de abril de 2026.',
    );
  });

  it('a plain payment keeps the remaining payoff', () => {
    expect(
      receiptText(
        { ...confirmation, isRefi: false, renewal: null, remainingPayoffCents: 100 },
        'en',
      ).body,
    ).toContain('Remaining payoff: $1.00.');
  });
});
