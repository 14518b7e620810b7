import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bankAccountIssues,
  isValidBankAccountNumber,
  isValidRoutingNumber,
  maskBankAccountNumber,
} from './bank-account';

describe('routing number (ABA checksum)', () => {
  it('accepts real routing numbers and refuses a changed digit', () => {
    for (const good of ['011000015', '021000021', '111000025', '122105278'])
      expect(isValidRoutingNumber(good), good).toBe(true);
    for (const bad of ['021000022', '12345678', '1234567890', '02100002a', '000000000', ''])
      expect(isValidRoutingNumber(bad), bad).toBe(false);
  });

  it('refuses every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = [...'021000021'].map(Number);
        digits[at] = (digits[at]! + delta) % 10;
        return !isValidRoutingNumber(digits.join(''));
      }),
    );
  });
});

describe('bank account number', () => {
  it('takes 4 to 17 digits', () => {
    expect(isValidBankAccountNumber('1234')).toBe(true);
    expect(isValidBankAccountNumber('12345678901234567')).toBe(true);
    expect(isValidBankAccountNumber('123')).toBe(false);
    expect(isValidBankAccountNumber('123456789012345678')).toBe(false);
    expect(isValidBankAccountNumber('1234-5678')).toBe(false);
  });

  it('shows only the last four digits', () => {
    expect(maskBankAccountNumber('6789')).toBe('••••6789');
    expect(maskBankAccountNumber('123456789')).toBe('••••6789');
  });

  it('names each bad field by code', () => {
    expect(bankAccountIssues({ routingNumber: '021000021', accountNumber: '12345678' })).toEqual(
      [],
    );
    expect(bankAccountIssues({ routingNumber: '021000022', accountNumber: '12' })).toEqual([
      { field: 'routingNumber', code: 'routingNumber.invalid' },
      { field: 'accountNumber', code: 'accountNumber.invalid' },
    ]);
  });
});
