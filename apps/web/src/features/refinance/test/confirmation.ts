/** A renewal's payment confirmation (contract-valid), as PaymentProcessing leaves it in the payment slice. */
import {
  ZPaymentConfirmationSchema,
  type TPaymentConfirmation,
  type TRenewalConfirmation,
} from '@lender/contract';
import { A1_ID, NEW_LOAN_ID, PROFILE_ID } from './render';

export function renewalConfirmation(
  overrides: Partial<TPaymentConfirmation> = {},
  renewal: Partial<TRenewalConfirmation> = {},
): TPaymentConfirmation {
  return ZPaymentConfirmationSchema.parse({
    profileId: PROFILE_ID,
    email: 'ana.tlxe@example.com',
    phoneNumber: null,
    cardHolderName: 'Ana Rivera',
    customerName: 'Ana Rivera',
    confirmationNumber: 'CONF-0100',
    amountPaidCents: 21540,
    paymentDate: '2026-06-01',
    cardNumber: '1111',
    cardType: 'visa',
    isRefi: true,
    isPayoff: false,
    isPartial: false,
    loanId: A1_ID,
    lmsId: '10001-001',
    storePhoneNumber: '7135550101',
    productBrand: 'inl',
    collateralYear: null,
    collateralMake: null,
    collateralModel: null,
    paymentDueDate: null,
    remainingPayoffCents: 0,
    settlementRemainingCents: null,
    reinstated: false,
    renewal: {
      newLoanId: NEW_LOAN_ID,
      newLoanLmsId: '10001-002',
      newLoanDueDate: '2026-07-01',
      newPrincipalBalanceCents: 103460,
      newPayoffCents: 129325,
      autoPayEnrolled: true,
      ancillaryProductIds: ['paymentProtection'],
      cancelled: false,
      ...renewal,
    },
    ...overrides,
  });
}
