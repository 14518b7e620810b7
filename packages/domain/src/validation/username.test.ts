import { describe, it, expect } from 'vitest';
import {
  isPhoneUsername,
  normalizeUsername,
  usernameNotFoundCode,
  usernameProblem,
  isValidEmail,
} from './username';

describe('username', () => {
  it('treats phone patterns and empty values as phone usernames', () => {
    expect(isPhoneUsername('+1 312-555-0101')).toBe(true);
    expect(isPhoneUsername('')).toBe(true);
    expect(isPhoneUsername('   ')).toBe(true);
    expect(isPhoneUsername('jane@example.com')).toBe(false);
    expect(isPhoneUsername('555-0101')).toBe(false);
  });

  it('normalizes emails and phones', () => {
    expect(normalizeUsername('  Jane.Doe@Example.COM ')).toEqual({
      kind: 'email',
      value: 'jane.doe@example.com',
    });
    expect(normalizeUsername('(312) 555-0101')).toEqual({ kind: 'phone', value: '3125550101' });
    expect(normalizeUsername('+13125550101')).toEqual({ kind: 'phone', value: '3125550101' });
  });

  it('validates with the codes of the spec messages', () => {
    expect(usernameProblem('')).toBe('usernameRequired');
    expect(usernameProblem(null)).toBe('usernameRequired');
    expect(usernameProblem('jane@')).toBe('usernameInvalid');
    expect(usernameProblem('12345')).toBe('usernameInvalid');
    expect(usernameProblem('jane@example.com')).toBeNull();
    expect(usernameProblem('312.555.0101')).toBeNull();
  });

  it('checks email shape', () => {
    expect(isValidEmail('a.b+c@mail.example.org')).toBe(true);
    expect(isValidEmail('a b@example.com')).toBe(false);
    expect(isValidEmail('ab@example')).toBe(false);
    expect(isValidEmail('ab@@example.com')).toBe(false);
  });

  it('picks the not-found code by kind', () => {
    expect(usernameNotFoundCode('jane@example.com')).toBe('emailNotFound');
    expect(usernameNotFoundCode('312-555-0101')).toBe('phoneNotFound');
  });
});
