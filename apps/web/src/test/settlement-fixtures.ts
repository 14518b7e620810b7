/**
 * A settlement offer and its status as the API answers them (GET /offers, GET /settlementStatus), for the offers and
 * payments tests: $900.00 to settle a $1,800.00 balance, on the test loan A1_ID (P5's S1 of PERSONAS.md, in shape).
 */
import type { TOffer, TSettlementStatusResponse } from '@lender/contract';
import { A1_ID } from './loan-fixtures';

export const settlementOffer = (over: Partial<TOffer> = {}): TOffer => ({
  offerKey: 1,
  offerId: 10,
  targetLoanId: A1_ID,
  targetLmsId: '10001-001',
  brandName: 'inl',
  settlementAmountCents: 90_000,
  settlementRemainingCents: 90_000,
  balanceCents: 180_000,
  qualifiedAmountCents: null,
  minLoanAmountCents: null,
  maxLoanAmountCents: null,
  collateral: null,
  applicationId: null,
  declined: false,
  docExp: '2026-12-10T15:00:00.000Z',
  expired: false,
  settlementStep: 'sign',
  ...over,
});

export const settlementStatus = (
  over: Partial<TSettlementStatusResponse> = {},
): TSettlementStatusResponse => ({
  loanId: A1_ID,
  offerKey: 1,
  settlementAmountCents: 90_000,
  paidCents: 0,
  remainingCents: 90_000,
  balanceCents: 180_000,
  docExp: '2026-12-10T15:00:00.000Z',
  docSigned: false,
  paymentMade: false,
  status: 'sign',
  retriesLeft: 2,
  failedPayments: 0,
  envelopeId: null,
  ...over,
});

/** Signed, with $300.00 paid toward it: $600.00 left of the $900.00, the balance $1,500.00. */
export const signedPart = {
  offer: settlementOffer({
    settlementStep: 'pay',
    settlementRemainingCents: 60_000,
    balanceCents: 150_000,
  }),
  status: settlementStatus({
    docSigned: true,
    status: 'pay',
    paidCents: 30_000,
    remainingCents: 60_000,
    balanceCents: 150_000,
  }),
};
