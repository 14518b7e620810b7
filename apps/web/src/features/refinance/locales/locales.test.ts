import { describe, expect, it } from 'vitest';
import { ANCILLARY_PRODUCTS, REFINANCE_REFUSAL_CODES } from '@lender/domain';
import { CANCEL_REASONS } from '../../../shared/refinance/cancel-reasons';
import en from './en.json';
import es from './es.json';

describe('refinance locales', () => {
  it('explains every refinance refusal code of the domain, in both languages', () => {
    for (const code of REFINANCE_REFUSAL_CODES) {
      expect(en.refusal, code).toHaveProperty(code);
      expect(es.refusal, code).toHaveProperty(code);
    }
  });

  it('names every cancel reason, every cancel refusal and every ancillary product, in both languages', () => {
    for (const reason of CANCEL_REASONS) {
      expect(en.reasons, reason).toHaveProperty(reason);
      expect(es.reasons, reason).toHaveProperty(reason);
    }
    for (const code of ['notSameDay', 'newLoanActivity', 'alreadyCancelled']) {
      expect(en.cancel, code).toHaveProperty(code);
      expect(es.cancel, code).toHaveProperty(code);
    }
    for (const { productId } of ANCILLARY_PRODUCTS) {
      expect(en.products, productId).toHaveProperty(productId);
      expect(es.products, productId).toHaveProperty(productId);
    }
  });
});
