import { describe, it, expect } from 'vitest';
import * as domain from '../index';
import type { PaymentAmountType } from '../index';

describe('@lender/domain payment exports', () => {
  it('exposes PaymentAmountType as a value and a type despite the enums re-export', () => {
    const type: PaymentAmountType = domain.PaymentAmountType.OnlineProduct;
    expect(type).toBe('onlineProduct');
    expect(domain.PaymentAmountType.Other).toBe('other');
  });

  it('exposes every payment rule', () => {
    const names = [
      'paymentFactsOfLoan',
      'minimumPaymentCents',
      'paymentAmountChoices',
      'isPartialPayment',
      'validatePaymentAmount',
      'checkAmountAgainstRemaining',
      'cardsEqual',
      'cardValidations',
      'maskedCardNumber',
      'nextBusinessDate',
      'paymentErrorText',
      'paymentSubmitFailure',
      'cardError',
      'needsAlternateLock',
    ] as const;
    for (const name of names) expect(typeof domain[name]).toBe('function');
    expect(domain.CARD_LIMITS).toEqual({ payment: 10, disburse: 5 });
    expect(domain.ALTERNATE_VERIFICATION_MINUTES).toBe(15);
  });
});
