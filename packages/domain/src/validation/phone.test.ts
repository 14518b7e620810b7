import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatPhoneDashed,
  formatPhoneDisplay,
  formatPhoneMasked,
  isValidPhone,
  normalizePhone,
  phoneTelHref,
  sanitizePhoneInput,
} from './phone';

const tenDigits = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);

describe('normalizePhone', () => {
  it('reads every common US style', () => {
    for (const v of [
      '312-555-0101',
      '(312) 555-0101',
      '+13125550101',
      '3125550101',
      '1 312 555 0101',
      '312.555.0101',
      ' +1 (312) 555-0101 ',
    ]) {
      expect(normalizePhone(v)).toBe('3125550101');
    }
  });

  it('rejects non-phones and area codes starting 0 or 1', () => {
    for (const v of [
      '',
      '555-0101',
      '12345',
      '0125550101',
      '1125550101',
      'a@b.com',
      '312-555-01011',
      '+23125550101',
      '312--555-0101',
    ]) {
      expect(normalizePhone(v)).toBeNull();
    }
  });

  it('round-trips through both display formats', () => {
    fc.assert(
      fc.property(tenDigits, (d) => {
        return (
          normalizePhone(formatPhoneDashed(d)) === d &&
          normalizePhone(formatPhoneDisplay(d)) === d &&
          normalizePhone(`+1${d}`) === d
        );
      }),
    );
  });
});

describe('phone formatting and control', () => {
  it('formats dashed and display styles', () => {
    expect(formatPhoneDashed('(312) 555-0101')).toBe('312-555-0101');
    expect(formatPhoneDisplay('3125550101')).toBe('(312) 555-0101');
    expect(formatPhoneDashed('jane@example.com')).toBe('jane@example.com');
    expect(phoneTelHref('312-555-0101')).toBe('tel:+13125550101');
    expect(phoneTelHref('nope')).toBeNull();
  });

  it('validates 10 digits with area code 2-9', () => {
    expect(isValidPhone('3125550101')).toBe(true);
    expect(isValidPhone('1125550101')).toBe(false);
    expect(isValidPhone('312555010')).toBe(false);
    expect(isValidPhone('312-555-0101')).toBe(false);
  });

  it('keeps only up to 10 digits in the control', () => {
    expect(sanitizePhoneInput('(312) 555-0101 ext 9')).toBe('3125550101');
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,10}$/.test(sanitizePhoneInput(s))));
  });
});

describe('formatPhoneMasked', () => {
  it('keeps only the last 4 digits of any common style', () => {
    for (const v of ['+13125550101', '312-555-0101', '(312) 555-0101', '3125550101']) {
      expect(formatPhoneMasked(v)).toBe('(***) ***-0101');
    }
  });
});
