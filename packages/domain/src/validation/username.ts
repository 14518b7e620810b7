import { normalizePhone } from './phone';

/** The spec does not show its email pattern; this one asks for local@domain.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A username is a phone number if it matches a US phone pattern after removing a +1 prefix; empty counts too. */
export function isPhoneUsername(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || normalizePhone(trimmed) !== null;
}

export type UsernameKind = 'email' | 'phone';
export interface NormalizedUsername {
  kind: UsernameKind;
  value: string;
}

/** Phone usernames become 10 digits; anything else is an email, trimmed and lower-cased. */
export function normalizeUsername(value: string): NormalizedUsername {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'phone', value: '' };
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : { kind: 'email', value: trimmed.toLowerCase() };
}

export type UsernameProblem = 'usernameRequired' | 'usernameInvalid';

/** What is wrong with a username, as a code (the web and the API each word it), or null. */
export function usernameProblem(value: string | null | undefined): UsernameProblem | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'usernameRequired';
  if (normalizePhone(trimmed) !== null || isValidEmail(trimmed)) return null;
  return 'usernameInvalid';
}

export type UsernameNotFoundCode = 'emailNotFound' | 'phoneNotFound';

/** Spec §5: an unknown username is named by its kind — the code both the API's message and the web's text come from. */
export function usernameNotFoundCode(value: string): UsernameNotFoundCode {
  return normalizeUsername(value).kind === 'phone' ? 'phoneNotFound' : 'emailNotFound';
}
