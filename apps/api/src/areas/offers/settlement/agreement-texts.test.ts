/** Decision 062: the settlement agreement's Spanish translation has every clause of the English original. */
import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../../testing/translations';
import { SETTLEMENT_AGREEMENT_TEXTS } from './agreement-texts';

describe('the settlement agreement’s words', () => {
  it('translate every English clause into Spanish, saying every figure it is given', () => {
    expectCompleteTranslation(SETTLEMENT_AGREEMENT_TEXTS.en, SETTLEMENT_AGREEMENT_TEXTS.es);
  });
});
