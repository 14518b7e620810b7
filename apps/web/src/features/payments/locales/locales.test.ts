import { describe, expect, it } from 'vitest';
import {
  PAYMENT_AMOUNT_CODES,
  PAYMENT_SUBMIT_FAILURE_CODES,
  SETTLEMENT_PAYMENT_CODES,
} from '@lender/domain';
import en from './en.json';
import es from './es.json';

describe('payments locales', () => {
  it('translates every payment amount code of the domain rules, in both languages', () => {
    for (const code of PAYMENT_AMOUNT_CODES) {
      expect(en.makePayment.amountErrors, code).toHaveProperty(code);
      expect(es.makePayment.amountErrors, code).toHaveProperty(code);
    }
  });

  it('translates every submit failure code of the domain (paymentError is the server’s own text)', () => {
    for (const code of PAYMENT_SUBMIT_FAILURE_CODES.filter((c) => c !== 'paymentError')) {
      expect(en.review, code).toHaveProperty(code);
      expect(es.review, code).toHaveProperty(code);
    }
  });

  it('translates every refusal code of the settlement rule, in both languages (decision 045)', () => {
    for (const code of SETTLEMENT_PAYMENT_CODES) {
      const key = code.slice('settlement.'.length);
      expect(en.settlement.errors, code).toHaveProperty(key);
      expect(es.settlement.errors, code).toHaveProperty(key);
    }
  });
});
