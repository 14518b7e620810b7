import { normalizePhone } from './phone';
import { parseUsDate } from './dates';

/**
 * Spec §5 Loan number: 5 digits, then segments separated by optional hyphens (e.g. 20341-001). One quantifier
 * deep (no optional inside the star): no catastrophic backtracking on any input, which the tests check.
 */
export const LOAN_NUMBER_PATTERN = /^\d{5}(?:-\d|\d)*$/;

export function isValidLoanNumber(value: string): boolean {
  return LOAN_NUMBER_PATTERN.test(value.trim());
}

/**
 * The loan number as the loan systems compare it: its digits only, so "20341001" and "20341-001" are the same
 * loan (the field opens a digits-only keypad on a phone, where a hyphen is hard to type). Null when the text is
 * not a loan number. The web form, the API's link and the ledger's lookup all compare through this key.
 */
export function loanNumberKey(value: string): string | null {
  return isValidLoanNumber(value) ? value.trim().replace(/-/g, '') : null;
}

/** Two loan numbers name the same loan, with or without their hyphens. */
export function sameLoanNumber(a: string, b: string): boolean {
  const key = loanNumberKey(a);
  return key !== null && key === loanNumberKey(b);
}

/** Account link: the phone number is stripped of formatting (10 digits when it is a US phone). */
export function accountLinkPhone(value: string): string {
  return normalizePhone(value) ?? value.replace(/\D/g, '');
}

/** Account link: the date of birth MM/DD/YYYY is sent as yyyymmdd; null when it is not a real date. */
export function accountLinkDob(value: string): string | null {
  const d = parseUsDate(value);
  if (!d) return null;
  return `${String(d.year).padStart(4, '0')}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}`;
}
