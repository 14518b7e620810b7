import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customerInfoIssues, phoneIssue } from './profile';

const home = { line1: '100 Main St', city: 'Houston', state: 'TX', zip: '77002' };

describe('customer info rules', () => {
  it('accepts a valid change', () => {
    expect(
      customerInfoIssues({
        firstName: "Ana-Marie O'Neil",
        lastName: 'Rivera',
        phoneNumber: '(312) 555-0101',
        homeAddress: home,
        mailingAddress: null,
      }),
    ).toEqual([]);
  });

  it('names each field with its code', () => {
    expect(
      customerInfoIssues({
        firstName: 'Ana2',
        phoneNumber: '1125550101',
        homeAddress: { ...home, zip: '7700' },
        mailingAddress: { ...home, state: 'XX', line1: ' ', city: 'H0uston' },
      }),
    ).toEqual([
      { field: 'firstName', code: 'name.invalid' },
      { field: 'phoneNumber', code: 'phone.areaCode' },
      { field: 'homeAddress.zip', code: 'zip.invalid' },
      { field: 'mailingAddress.line1', code: 'address.required' },
      { field: 'mailingAddress.city', code: 'city.invalid' },
      { field: 'mailingAddress.state', code: 'state.invalid' },
    ]);
  });

  it('checks only the fields given', () => {
    expect(customerInfoIssues({})).toEqual([]);
  });

  it('phone: 10 digits, the area code 2 to 9', () => {
    expect(phoneIssue('312-555-0101')).toBeNull();
    expect(phoneIssue('0125550101')).toBe('phone.areaCode');
    expect(phoneIssue('312555010')).toBe('phone.invalid');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.stringMatching(/^\d{9}$/),
        (first, rest) => (phoneIssue(`${first}${rest}`) === null) === first >= 2,
      ),
    );
  });
});
