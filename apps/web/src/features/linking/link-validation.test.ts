import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZAccountVerificationSchema } from '@lender/contract';
import {
  EMPTY_VERIFICATION,
  formatDobInput,
  formatSsnInput,
  toAccountVerification,
  validateAccountVerification,
} from './link-validation';

const today = new Date('2026-06-01T12:00:00Z');
const hank = {
  phoneNumber: '(312) 555-0188',
  dateOfBirth: '04/12/1985',
  ssn: '123-45-6789',
  loanNumber: '20341-001',
};

describe('account link form rules', () => {
  it('asks for every field', () => {
    expect(validateAccountVerification(EMPTY_VERIFICATION, today)).toEqual({
      phoneNumber: 'form.errors.phoneRequired',
      dateOfBirth: 'form.errors.dobRequired',
      ssn: 'form.errors.ssnRequired',
      loanNumber: 'form.errors.loanRequired',
    });
  });

  it('applies the spec §5 rules', () => {
    const check = (patch: Partial<typeof hank>) =>
      validateAccountVerification({ ...hank, ...patch }, today);
    expect(check({})).toEqual({});
    expect(check({ phoneNumber: '112-555-0188' })).toEqual({
      phoneNumber: 'form.errors.phoneInvalid',
    });
    expect(check({ phoneNumber: '312-555-018' })).toEqual({
      phoneNumber: 'form.errors.phoneInvalid',
    });
    expect(check({ dateOfBirth: '02/30/1985' })).toEqual({ dateOfBirth: 'form.errors.dobInvalid' });
    expect(check({ dateOfBirth: '1985-04-12' })).toEqual({ dateOfBirth: 'form.errors.dobInvalid' });
    expect(check({ dateOfBirth: '02/29/2024' })).toEqual({});
    expect(check({ dateOfBirth: '07/01/2026' })).toEqual({ dateOfBirth: 'form.errors.dobPast' });
    expect(check({ ssn: '666-45-6789' })).toEqual({ ssn: 'form.errors.ssnInvalid' });
    expect(check({ ssn: '123-00-6789' })).toEqual({ ssn: 'form.errors.ssnInvalid' });
    expect(check({ ssn: '12345678' })).toEqual({ ssn: 'form.errors.ssnInvalid' });
    expect(check({ ssn: '123456789' })).toEqual({});
    expect(check({ loanNumber: '2034' })).toEqual({ loanNumber: 'form.errors.loanInvalid' });
    expect(check({ loanNumber: '20341001' })).toEqual({});
  });

  it('sends the phone stripped, the date of birth as yyyymmdd and the SSN as ddd-dd-dddd', () => {
    const payload = toAccountVerification({ ...hank, ssn: '123456789' }, today);
    expect(payload).toEqual({
      phoneNumber: '3125550188',
      dateOfBirth: '19850412',
      ssn: '123-45-6789',
      loanId: '20341-001',
    });
    expect(ZAccountVerificationSchema.parse(payload)).toEqual(payload);
    expect(toAccountVerification({ ...hank, ssn: '' }, today)).toBeNull();
  });

  it('always yields a payload the contract accepts for valid input', () => {
    const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
    const phone = fc
      .tuple(digit(2), fc.array(digit(0), { minLength: 9, maxLength: 9 }))
      .map(([a, rest]) => a + rest.join(''));
    fc.assert(
      fc.property(
        phone,
        fc.date({ min: new Date('1920-01-01'), max: new Date('2005-12-31'), noInvalidDate: true }),
        (digits, born) => {
          const dob = `${String(born.getUTCMonth() + 1).padStart(2, '0')}/${String(born.getUTCDate()).padStart(2, '0')}/${born.getUTCFullYear()}`;
          const payload = toAccountVerification(
            {
              ...hank,
              phoneNumber: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
              dateOfBirth: dob,
            },
            today,
          );
          expect(payload?.phoneNumber).toBe(digits);
          expect(payload?.dateOfBirth).toBe(dob.slice(6) + dob.slice(0, 2) + dob.slice(3, 5));
          expect(ZAccountVerificationSchema.safeParse(payload).success).toBe(true);
        },
      ),
    );
  });

  it('formats the date and SSN as they are typed', () => {
    expect(formatDobInput('0412')).toBe('04/12');
    expect(formatDobInput('04121985999')).toBe('04/12/1985');
    expect(formatDobInput('04/1')).toBe('04/1');
    expect(formatSsnInput('1234')).toBe('123-4');
    expect(formatSsnInput('123-45-67890')).toBe('123-45-6789');
  });
});
