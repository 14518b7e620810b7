import { describe, expect, it } from 'vitest';
import { ZPaymentRequestSchema } from '@lender/contract';
import type { PaymentData } from '../../shared/session/payment-store';
import { buildPaymentRequest } from './payment-request';
import { renewalMissingStep } from './refinance-request';
import { loanDetail } from './test/fixtures';

const ENVELOPE = 'e0000000-0000-4000-8000-000000000001';
const renewal = (overrides: Partial<PaymentData> = {}): PaymentData => ({
  pending: false,
  loanId: loanDetail().loanId,
  paymentAmount: 21540,
  paymentAmountType: 'onlineProduct',
  paymentType: 3,
  isRefi: true,
  isPayoff: false,
  isPartial: false,
  paymentCardToken: 'tok_visa_1111_abcdef',
  paymentCardIds: [{ type: 'TLXe', id: 'card-1' }],
  cardNumber: '1111',
  cardHolderName: 'Ana Rivera',
  idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000001',
  disclosureEnvelopeId: ENVELOPE,
  ancillaryProductIds: ['paymentProtection'],
  ...overrides,
});
const payer = { email: 'ana.tlxe@example.com', customerName: 'Ana Rivera' };

describe('a renewal’s POST /payment', () => {
  it('is a refinance (type 3, isRefi) carrying its signed disclosure and products, contract-valid', () => {
    const request = buildPaymentRequest(renewal(), loanDetail(), payer);
    expect(request).toMatchObject({
      paymentType: 3,
      isRefi: true,
      isPayoff: false,
      isPartial: false,
      paymentAmount: '215.40',
      paymentAmountType: 'onlineProduct',
      refinance: { disclosureEnvelopeId: ENVELOPE, ancillaryProductIds: ['paymentProtection'] },
    });
    expect(request).not.toHaveProperty('autoPay');
    expect(ZPaymentRequestSchema.safeParse(request).success).toBe(true);
  });

  it('auto-pay with the paying card is only "on"; with another card it names that card; the position goes when given', () => {
    const samecard = buildPaymentRequest(
      renewal({
        autoPay: {
          enrolled: true,
          cardToken: 'tok_visa_1111_abcdef',
          cardIds: [{ type: 'TLXe', id: 'card-1' }],
        },
      }),
      loanDetail(),
      payer,
    );
    expect(samecard).toMatchObject({ autoPay: true });
    expect(samecard?.refinance).not.toHaveProperty('autoPayCardToken');
    const other = buildPaymentRequest(
      renewal({
        autoPay: {
          enrolled: true,
          cardToken: 'tok_mc_4444_abcdef',
          cardIds: [{ type: 'TLXe', id: 'card-2' }],
        },
      }),
      loanDetail(),
      payer,
      { latitude: 29.76, longitude: -95.37 },
    );
    expect(other?.refinance).toMatchObject({
      autoPayCardToken: 'tok_mc_4444_abcdef',
      autoPayCardIds: [{ type: 'TLXe', id: 'card-2' }],
      latitude: 29.76,
      longitude: -95.37,
    });
    expect(ZPaymentRequestSchema.safeParse(other).success).toBe(true);
    expect(
      buildPaymentRequest(renewal({ autoPay: { enrolled: false } }), loanDetail(), payer),
    ).toMatchObject({ autoPay: false });
  });

  it('without its signed disclosure there is no request, and the renewal goes back to AccountDisclosures', () => {
    expect(
      buildPaymentRequest(renewal({ disclosureEnvelopeId: undefined }), loanDetail(), payer),
    ).toBeNull();
    expect(renewalMissingStep({ isRefi: true })).toBe('AccountDisclosures');
    expect(renewalMissingStep({ isRefi: true, disclosureEnvelopeId: ENVELOPE })).toBeNull();
    expect(renewalMissingStep({ isRefi: false })).toBeNull();
  });

  it('a plain payment stays isRefi false with no refinance part', () => {
    const request = buildPaymentRequest(
      renewal({ isRefi: false, paymentType: 2 }),
      loanDetail(),
      payer,
    );
    expect(request).toMatchObject({ isRefi: false, paymentType: 2 });
    expect(request).not.toHaveProperty('refinance');
    expect(ZPaymentRequestSchema.safeParse(request).success).toBe(true);
  });
});
