import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatSsn, isNameMatch, isValidName, isValidSsn, isValidZip, maskSsn } from './identity';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));

describe('name', () => {
  it('accepts letters, space, apostrophe and hyphen only', () => {
    expect(isValidName("Mary-Jane O'Neil")).toBe(true);
    expect(isValidName('Jane2')).toBe(false);
    expect(isValidName('Jane.')).toBe(false);
    expect(isValidName('   ')).toBe(false);
    expect(isValidName('')).toBe(false);
  });

  it('matches a first name followed by a space, before the last name', () => {
    expect(isNameMatch('Jane Q Doe', 'Jane', 'Doe')).toBe(true);
    expect(isNameMatch('jane doe', 'Jane', 'DOE')).toBe(true);
    expect(isNameMatch('Doe Jane', 'Jane', 'Doe')).toBe(false);
    expect(isNameMatch('JaneDoe', 'Jane', 'Doe')).toBe(false);
    expect(isNameMatch('Jane Smith', 'Jane', 'Doe')).toBe(false);
    expect(isNameMatch('Jane Doe', '', 'Doe')).toBe(false);
  });
});

describe('ssn', () => {
  it('enforces the area, group and serial rules', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    for (const bad of [
      '000-45-6789',
      '666-45-6789',
      '900-45-6789',
      '999-45-6789',
      '123-00-6789',
      '123-45-0000',
      '123456789',
      '123-45-678',
    ]) {
      expect(isValidSsn(bad)).toBe(false);
    }
  });

  it('agrees with the rule for every formatted number', () => {
    fc.assert(
      fc.property(digits(3), digits(2), digits(4), (a, g, s) => {
        const expected =
          a !== '000' && a !== '666' && !a.startsWith('9') && g !== '00' && s !== '0000';
        return isValidSsn(`${a}-${g}-${s}`) === expected;
      }),
    );
  });

  it('formats and masks', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
    expect(formatSsn('12345678')).toBeNull();
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('12')).toBeNull();
  });
});

describe('zip', () => {
  it('is exactly 5 digits', () => {
    expect(isValidZip('60601')).toBe(true);
    expect(isValidZip('6060')).toBe(false);
    expect(isValidZip('60601-1234')).toBe(false);
    expect(isValidZip('6060a')).toBe(false);
  });
});
