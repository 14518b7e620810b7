/** Spec §5 Name, SSN and Zip rules. */

/** Letters, space, apostrophe and hyphen only. */
export const NAME_PATTERN = /^[A-Za-z' -]+$/;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value) && value.trim() !== '';
}

/**
 * Name matching: within the full name (case-insensitive), the first name appears, is followed by a
 * space, and the last name appears after it.
 */
export function isNameMatch(fullName: string, firstName: string, lastName: string): boolean {
  const full = fullName.trim().toLowerCase();
  const first = firstName.trim().toLowerCase();
  const last = lastName.trim().toLowerCase();
  if (!first || !last) return false;
  const firstAt = full.indexOf(`${first} `);
  if (firstAt < 0) return false;
  return full.indexOf(last, firstAt + first.length + 1) >= 0;
}

/** ddd-dd-dddd; area not 000, 666 or 9xx; group not 00; serial not 0000. */
export const SSN_PATTERN = /^(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/;

export function isValidSsn(value: string): boolean {
  return SSN_PATTERN.test(value);
}

/** ddd-dd-dddd from 9 digits written with or without hyphens; null otherwise. */
export function formatSsn(value: string): string | null {
  const digits = value.replace(/-/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** ***-**-1234: only the last four digits show; null when there are not four digits to show. */
export function maskSsn(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `***-**-${digits.slice(-4)}`;
}

/** Exactly 5 digits. */
export const ZIP_PATTERN = /^\d{5}$/;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}
