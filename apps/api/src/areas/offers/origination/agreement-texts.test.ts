/** Decision 062: the loan agreement's Spanish translation has every clause of the English original. */
import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../../testing/translations';
import { LOAN_AGREEMENT_TEXTS } from './agreement-texts';

describe('the loan agreement’s words', () => {
  it('translate every English clause into Spanish, saying every figure it is given', () => {
    expectCompleteTranslation(LOAN_AGREEMENT_TEXTS.en, LOAN_AGREEMENT_TEXTS.es);
  });
});
