import { describe, it, expect } from 'vitest';
import { PaymentType } from '../enums/payment';
import { ALTERNATE_VERIFICATION_MINUTES, needsAlternateLock } from './alternate';

describe('needsAlternateLock (spec §4 Alternate-party lockout)', () => {
  it('is taken for a refinance-eligible loan unless the payment is a settlement', () => {
    expect(needsAlternateLock({ refinanceEligible: true, paymentType: PaymentType.Payment })).toBe(
      true,
    );
    expect(
      needsAlternateLock({ refinanceEligible: true, paymentType: PaymentType.Refinance }),
    ).toBe(true);
    expect(
      needsAlternateLock({ refinanceEligible: true, paymentType: PaymentType.Settlement }),
    ).toBe(false);
    expect(needsAlternateLock({ refinanceEligible: false, paymentType: PaymentType.Payment })).toBe(
      false,
    );
  });

  it('a verified co-signer code lasts 15 minutes', () => {
    expect(ALTERNATE_VERIFICATION_MINUTES).toBe(15);
  });
});
