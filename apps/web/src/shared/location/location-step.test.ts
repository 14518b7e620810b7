import { describe, expect, it } from 'vitest';
import { locationStepQuery, readLocationStep } from './location-step';

describe('location step', () => {
  it('reads back the steps it writes: the draw’s notice, the renewal’s disclosures and its pay step', () => {
    for (const step of [
      { transaction: 'addOn', next: 'GetCashNotice' },
      { transaction: 'refinance', next: 'AccountDisclosures' },
      { transaction: 'refinance', next: 'PaymentProcessing' },
    ] as const) {
      expect(readLocationStep(new URLSearchParams(locationStepQuery(step)))).toEqual(step);
    }
  });

  it('names no step for an unknown flow or screen', () => {
    expect(readLocationStep(new URLSearchParams('?for=refinance&next=ConfirmPayment'))).toBeNull();
    expect(readLocationStep(new URLSearchParams('?for=draw&next=AccountDisclosures'))).toBeNull();
  });
});
