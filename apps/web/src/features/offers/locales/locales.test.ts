import { describe, expect, it } from 'vitest';
import { ORIGINATION_ERROR_CODES } from '@lender/contract';
import en from './en.json';
import es from './es.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix];

describe('offers locales', () => {
  it('has every English text in Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('words every origination errorCode of the contract', () => {
    for (const code of Object.values(ORIGINATION_ERROR_CODES).filter(
      (c) => c.startsWith('origination.') && c !== 'origination.notAwaitingSignature',
    )) {
      const key = code.replace('origination.', '');
      expect(en.origination.refusal).toHaveProperty(key);
      expect(es.origination.refusal).toHaveProperty(key);
    }
  });
});
