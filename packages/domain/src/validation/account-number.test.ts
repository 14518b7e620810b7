import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import safeRegex from 'safe-regex2';
import {
  accountLinkDob,
  accountLinkPhone,
  isValidLoanNumber,
  LOAN_NUMBER_PATTERN,
  loanNumberKey,
  sameLoanNumber,
} from './account-number';

describe('loan number key (with or without the hyphen)', () => {
  it('"20341001" is the same loan as "20341-001"', () => {
    expect(loanNumberKey('20341-001')).toBe('20341001');
    expect(loanNumberKey(' 20341001 ')).toBe('20341001');
    expect(sameLoanNumber('20341001', '20341-001')).toBe(true);
    expect(sameLoanNumber('20341-001', '20341-002')).toBe(false);
  });

  it('has no key for text that is not a loan number', () => {
    for (const bad of ['', '2034-1001', '20341--001', 'abc']) expect(loanNumberKey(bad)).toBeNull();
    expect(sameLoanNumber('', '')).toBe(false);
  });

  it('every hyphenation of the same digits is the same loan', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{5,12}$/),
        fc.array(fc.boolean(), { maxLength: 12 }),
        (digits, cuts) => {
          const hyphenated = [...digits]
            .map((d, i) => (i >= 5 && cuts[i - 5] ? `-${d}` : d))
            .join('');
          return loanNumberKey(hyphenated) === digits && sameLoanNumber(hyphenated, digits);
        },
      ),
    );
  });
});

describe('loan number', () => {
  it('takes 5 digits then hyphen-optional segments', () => {
    for (const ok of ['20341-001', '20341', '20341001', '20341-001-2', ' 20341-001 '])
      expect(isValidLoanNumber(ok)).toBe(true);
    for (const bad of [
      '2034-1001',
      '20341-',
      '20341--001',
      '-20341',
      'A0341-001',
      '20341-00a',
      '',
    ]) {
      expect(isValidLoanNumber(bad)).toBe(false);
    }
  });

  it('accepts any 5-digit head followed by hyphen-separated digit groups', () => {
    const group = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 4 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
        fc.array(group, { maxLength: 4 }),
        (head, groups) => {
          return isValidLoanNumber([head.join(''), ...groups].join('-'));
        },
      ),
    );
  });

  it('cannot backtrack catastrophically on long near-misses: no nested quantifier (star height 1)', () => {
    expect(safeRegex(LOAN_NUMBER_PATTERN)).toBe(true);
    expect(isValidLoanNumber(`${'1'.repeat(5000)}x`)).toBe(false);
  });
});

describe('account link formatting', () => {
  it('strips the phone and sends the DOB as yyyymmdd', () => {
    expect(accountLinkPhone('(312) 555-0101')).toBe('3125550101');
    expect(accountLinkPhone('+1 312 555 0101')).toBe('3125550101');
    expect(accountLinkDob('07/04/1990')).toBe('19900704');
    expect(accountLinkDob('02/30/1990')).toBeNull();
  });
});
