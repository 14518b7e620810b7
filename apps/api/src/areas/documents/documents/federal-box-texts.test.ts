/** Decision 062: the federal box every agreement prints has every English clause in Spanish. */
import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../../testing/translations';
import { FEDERAL_BOX_TEXTS } from './federal-box';

describe('the federal box’s words', () => {
  it('translate every English clause into Spanish, saying every figure it is given', () => {
    expectCompleteTranslation(FEDERAL_BOX_TEXTS.en, FEDERAL_BOX_TEXTS.es);
  });
});
