import { describe, expect, it } from 'vitest';
import { DRAW_ERROR_CODES } from '@lender/contract';
import en from './en.json';
import es from './es.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix];

describe('funds locales', () => {
  it('has every English text in Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('translates every draw errorCode of the contract', () => {
    for (const code of Object.values(DRAW_ERROR_CODES)) {
      expect(en.errors).toHaveProperty(code);
      expect(es.errors).toHaveProperty(code);
    }
  });
});
