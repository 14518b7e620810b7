/** Contract-valid answers of the payment calls (parsed with the contract schemas), for tests. */
import {
  ZCardsResponseSchema,
  ZPaymentStatusResponseSchema,
  type TPaymentCard,
  type TPaymentConfirmation,
  type TPaymentStatusResponse,
} from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { card as sharedCard } from '../../../shared/cards/cards.test-data';
import { A1_ID, loanDetail, T1_ID } from '../../../test/loan-fixtures';

export { A1_ID, T1_ID, loanDetail } from '../../../test/loan-fixtures';
export const PROFILE_ID = 'b0000000-0000-4000-8000-000000000001';

/** T1 of PERSONAS.md: tmx title loan, 20 days late, minimum required $310.00, payoff $2,400.00, partial allowed. */
export const t1Detail = () =>
  loanDetail({
    loanId: T1_ID,
    lmsId: '10002-002',
    loanHdr: '10002-002',
    brandName: 'tmx',
    productType: 'title',
    productId: 2,
    refinanceEligible: false,
    payoffAmountCents: 240000,
    minimumAmountDueCents: 31000,
    productSwitchAmountDueCents: 31000,
    minimumRequiredAmountCents: 31000,
    daysLate: 20,
    isPastDue: true,
    collateralDetail: { year: 2018, make: 'Toyota', model: 'Camry' },
    validations: { ...loanDetail().validations, partialPayConfirmViewable: true },
  });

/** P1's saved Visa debit ••1111 (the shared card fixture, with this feature's token and ids). */
export const card = (overrides: Partial<TPaymentCard> = {}): TPaymentCard =>
  sharedCard({
    cardToken: 'tok_visa_1111_abcdef',
    cardIds: [{ type: 'TLXe', id: 'card-1' }],
    customerId: 'c1',
    ...overrides,
  });

export const cardsResponse = (cards: TPaymentCard[]) =>
  ZCardsResponseSchema.parse({
    cards,
    validations: {
      payment: { allowed: true, maxCardLimit: 10 },
      disburse: { allowed: true, maxCardLimit: 5 },
    },
  });

export function confirmation(overrides: Partial<TPaymentConfirmation> = {}): TPaymentConfirmation {
  return {
    profileId: PROFILE_ID,
    renewal: null,
    email: 'ana.tlxe@example.com',
    phoneNumber: null,
    cardHolderName: 'Ana Rivera',
    customerName: 'Ana Rivera',
    confirmationNumber: 'CONF-0001',
    amountPaidCents: 5000,
    paymentDate: '2026-06-01',
    cardNumber: '1111',
    cardType: 'visa',
    isRefi: false,
    isPayoff: false,
    isPartial: false,
    loanId: A1_ID,
    lmsId: '10001-001',
    storePhoneNumber: '7135550101',
    productBrand: 'inl',
    collateralYear: null,
    collateralMake: null,
    collateralModel: null,
    paymentDueDate: '2026-06-10',
    remainingPayoffCents: 120000,
    settlementRemainingCents: null,
    reinstated: false,
    ...overrides,
  };
}

export function paymentStatus(
  overrides: Partial<TPaymentStatusResponse> = {},
): TPaymentStatusResponse {
  return ZPaymentStatusResponseSchema.parse({
    messageKey: 'msg-1',
    pending: true,
    confirmationNumber: null,
    newLoanId: null,
    Error: null,
    confirmation: null,
    ...overrides,
  });
}

export const configSettings = (overrides: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {}) => ({
  settings: { ...SERVER_SETTINGS_DEFAULTS, ...overrides },
  defaultBrand: 'inl',
});
