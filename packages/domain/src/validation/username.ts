import { normalizePhone } from './phone';

/** Spec §5 Username messages, word for word. */
export const USERNAME_REQUIRED_MESSAGE = 'Email or Phone Number is required';
export const USERNAME_INVALID_MESSAGE = 'Invalid Email or Phone Number';
export const EMAIL_NOT_FOUND_MESSAGE = 'Your email was not found.';
export const PHONE_NOT_FOUND_MESSAGE = 'Your phone number was not found.';

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

/** 'Email or Phone Number is required' | 'Invalid Email or Phone Number' | null. */
export function validateUsername(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return USERNAME_REQUIRED_MESSAGE;
  if (normalizePhone(trimmed) !== null || isValidEmail(trimmed)) return null;
  return USERNAME_INVALID_MESSAGE;
}

/** The not-found message for the kind of username that was tried. */
export function usernameNotFoundMessage(value: string): string {
  return normalizeUsername(value).kind === 'phone' ? PHONE_NOT_FOUND_MESSAGE : EMAIL_NOT_FOUND_MESSAGE;
}
