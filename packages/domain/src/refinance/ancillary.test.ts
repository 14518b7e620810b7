import { describe, expect, it } from 'vitest';
import { ancillaryChoiceRefusal, ancillaryOffer, refinanceConsentRequired } from './ancillary';

describe('ancillaryOffer', () => {
  it('offers an instalment loan in Texas payment and identity protection, none required', () => {
    expect(ancillaryOffer('instalment', 'tx')).toEqual({
      products: [
        { productId: 'paymentProtection', priceCents: 1_299, required: false },
        { productId: 'identityProtection', priceCents: 799, required: false },
      ],
      missingProducts: [],
    });
  });

  it('requires GAP coverage on a title loan in New Mexico, and leaves identity protection to a California store', () => {
    expect(
      ancillaryOffer('title', 'NM').products.find((p) => p.productId === 'gapCoverage')?.required,
    ).toBe(true);
    const ca = ancillaryOffer('title', 'CA');
    expect(ca.missingProducts).toEqual(['identityProtection']);
    expect(ca.products.map((p) => p.productId)).toEqual(['roadsideAssistance', 'gapCoverage']);
  });
});

describe('ancillaryChoiceRefusal', () => {
  const offered = ancillaryOffer('title', 'NM').products;
  it('accepts the required products with any optional ones', () => {
    expect(ancillaryChoiceRefusal(offered, ['gapCoverage'])).toBeNull();
    expect(ancillaryChoiceRefusal(offered, ['gapCoverage', 'roadsideAssistance'])).toBeNull();
  });
  it('refuses a choice without a required product, or with one not offered', () => {
    expect(ancillaryChoiceRefusal(offered, ['roadsideAssistance'])).toEqual({
      code: 'requiredNotChosen',
      productId: 'gapCoverage',
    });
    expect(ancillaryChoiceRefusal(offered, ['gapCoverage', 'paymentProtection'])).toEqual({
      code: 'notOffered',
      productId: 'paymentProtection',
    });
  });
});

describe('refinanceConsentRequired', () => {
  it('asks consent in Texas only', () => {
    expect(refinanceConsentRequired('TX')).toBe(true);
    expect(refinanceConsentRequired('tx')).toBe(true);
    expect(refinanceConsentRequired('IL')).toBe(false);
  });
});
