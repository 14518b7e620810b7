import { describe, expect, it } from 'vitest';
import {
  CARD_ADD_FAILED_PREFIX,
  CARD_ERROR_PREFIX,
  CARD_INFO_FAILED_MESSAGE,
} from '@lender/domain';
import sharedEn from '../../../shared/cards/locales/en.json';
import sharedEs from '../../../shared/cards/locales/es.json';
import en from './en.json';
import es from './es.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix];

describe('cards locales', () => {
  it('keeps the spec §8 card messages word for word in English', () => {
    expect(en.manage.error).toBe(CARD_INFO_FAILED_MESSAGE);
    expect(en.manage.removeError.startsWith(`${CARD_ERROR_PREFIX} `)).toBe(true);
    expect(sharedEn.form.addError.startsWith(`${CARD_ADD_FAILED_PREFIX} `)).toBe(true);
  });

  it('has every English text in Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    expect(keys(sharedEs).sort()).toEqual(keys(sharedEn).sort());
  });
});
