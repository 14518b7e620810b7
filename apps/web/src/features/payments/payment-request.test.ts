import { describe, expect, it } from 'vitest';
import { paymentPayerOf } from './payment-request';
import type { SessionPayer } from './use-payment-context';

const payer = (overrides: Partial<SessionPayer> = {}): SessionPayer => ({
  guest: false,
  username: 'ana.tlxe@example.com',
  customerIdFor: () => undefined,
  ...overrides,
});

describe('paymentPayerOf (the receipt contact POST /payment carries)', () => {
  it('the contact given on CustomerDetails comes first', () => {
    const signedIn = payer({ email: 'ana.tlxe@example.com' });
    expect(paymentPayerOf(signedIn, { phoneNumber: '3125550199' }, 'Ana Rivera')).toEqual({
      email: undefined,
      phoneNumber: '3125550199',
      customerName: 'Ana Rivera',
      username: 'ana.tlxe@example.com',
    });
    expect(paymentPayerOf(signedIn, { email: 'dev@example.com' }, undefined).email).toBe(
      'dev@example.com',
    );
  });

  it("else a signed-in payer's email, else the profile phone as 10 digits", () => {
    expect(
      paymentPayerOf(payer({ email: 'ana.tlxe@example.com' }), undefined, undefined).email,
    ).toBe('ana.tlxe@example.com');
    expect(paymentPayerOf(payer({ phone: '+13125550104' }), undefined, undefined).phoneNumber).toBe(
      '3125550104',
    );
  });

  it('a profile phone that is not a US number is left out (it would fail the payment)', () => {
    expect(
      paymentPayerOf(payer({ phone: '+44 20 7946 0958' }), undefined, undefined),
    ).toMatchObject({
      email: undefined,
      phoneNumber: undefined,
    });
  });

  it("a guest's receipt goes only where the guest said", () => {
    expect(
      paymentPayerOf(payer({ guest: true, email: 'x@example.com' }), undefined, undefined).email,
    ).toBeUndefined();
  });
});
