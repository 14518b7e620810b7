/**
 * The account-link form (spec §5): phone, date of birth MM/DD/YYYY, SSN and loan number, checked with
 * the domain rules, and turned into the call's fields (phone stripped of formatting, date of birth
 * as yyyymmdd, SSN ddd-dd-dddd).
 */
import type { TAccountVerification } from '@lender/contract';
import {
  accountLinkDob,
  accountLinkPhone,
  formatSsn,
  isValidLoanNumber,
  isValidPhone,
  isValidSsn,
  parseUsDate,
} from '@lender/domain';

export interface AccountVerificationValues {
  phoneNumber: string;
  dateOfBirth: string;
  ssn: string;
  loanNumber: string;
}

export type VerificationField = keyof AccountVerificationValues;
/** i18n keys (linking namespace) of each field's error */
export type VerificationErrors = Partial<Record<VerificationField, string>>;

export const EMPTY_VERIFICATION: AccountVerificationValues = {
  phoneNumber: '',
  dateOfBirth: '',
  ssn: '',
  loanNumber: '',
};

function isPastDate(text: string, today: Date): boolean {
  const d = parseUsDate(text);
  if (!d) return false;
  const iso = `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return iso < today.toISOString().slice(0, 10) && d.year >= 1900;
}

export function validateAccountVerification(
  values: AccountVerificationValues,
  today: Date = new Date(),
): VerificationErrors {
  const errors: VerificationErrors = {};
  const phone = values.phoneNumber.trim();
  if (!phone) errors.phoneNumber = 'form.errors.phoneRequired';
  else if (!isValidPhone(accountLinkPhone(phone))) errors.phoneNumber = 'form.errors.phoneInvalid';

  if (!values.dateOfBirth.trim()) errors.dateOfBirth = 'form.errors.dobRequired';
  else if (!parseUsDate(values.dateOfBirth)) errors.dateOfBirth = 'form.errors.dobInvalid';
  else if (!isPastDate(values.dateOfBirth, today)) errors.dateOfBirth = 'form.errors.dobPast';

  if (!values.ssn.trim()) errors.ssn = 'form.errors.ssnRequired';
  else if (!isValidSsn(formatSsn(values.ssn) ?? values.ssn)) errors.ssn = 'form.errors.ssnInvalid';

  if (!values.loanNumber.trim()) errors.loanNumber = 'form.errors.loanRequired';
  else if (!isValidLoanNumber(values.loanNumber)) errors.loanNumber = 'form.errors.loanInvalid';
  return errors;
}

/** The call's fields; null while the form has errors. */
export function toAccountVerification(
  values: AccountVerificationValues,
  today: Date = new Date(),
): TAccountVerification | null {
  if (Object.keys(validateAccountVerification(values, today)).length > 0) return null;
  const dateOfBirth = accountLinkDob(values.dateOfBirth);
  const ssn = formatSsn(values.ssn);
  if (!dateOfBirth || !ssn) return null;
  return {
    phoneNumber: accountLinkPhone(values.phoneNumber),
    dateOfBirth,
    ssn,
    loanId: values.loanNumber.trim(),
  };
}

/** What the date field keeps of a keystroke: digits, with the slashes put in (MM/DD/YYYY). */
export function formatDobInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** What the SSN field keeps of a keystroke: 9 digits at most, shown ddd-dd-dddd as they come. */
export function formatSsnInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
