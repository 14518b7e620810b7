/** Decision 062: the refinance disclosure's Spanish translation has every clause of the English original. */
import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../../testing/translations';
import { DISCLOSURE_TEXTS } from './disclosure-texts';

describe('the refinance disclosure’s words', () => {
  it('translate every English clause into Spanish, saying every figure it is given', () => {
    expectCompleteTranslation(DISCLOSURE_TEXTS.en, DISCLOSURE_TEXTS.es);
  });
});
