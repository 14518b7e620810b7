/**
 * Spec §3 Customer (names and contact, addresses) and §5 Name, Zip and Phone rules as the profile edits them, with a
 * US address's ZIP in its state (zip-state.ts): each issue names its field and a code, never a sentence (the edges
 * translate).
 */
import { isUsStateCode } from '../constants/us-states';
import { isValidName, isValidZip } from '../validation/identity';
import { zipStateIssue } from './zip-state';

export interface AddressInput {
  line1: string;
  line2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

export interface CustomerInfoInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phoneNumber?: string | undefined;
  homeAddress?: AddressInput | undefined;
  /** null: the mailing address is the home address */
  mailingAddress?: AddressInput | null | undefined;
}

export type ProfileIssueCode =
  | 'name.invalid'
  | 'phone.invalid'
  | 'phone.areaCode'
  | 'zip.invalid'
  | 'zip.notInState'
  | 'state.invalid'
  | 'address.required'
  | 'city.invalid';

export interface ProfileIssue {
  /** the input's field, dotted for an address part (homeAddress.zip) */
  field: string;
  code: ProfileIssueCode;
  /** what the message names (zip.notInState: the ZIP and the state) */
  params?: Record<string, string>;
}

/** A city: letters (any script), space, apostrophe, period and hyphen. */
const CITY_PATTERN = /^[\p{L}' .-]+$/u;

/** The phone rule with its reason: 10 digits (any punctuation dropped), the area code starting 2 to 9. */
export function phoneIssue(value: string): 'phone.invalid' | 'phone.areaCode' | null {
  const digits = value.replace(/[\s().+-]/g, '');
  if (!/^\d{10}$/.test(digits)) return 'phone.invalid';
  return /^[2-9]/.test(digits) ? null : 'phone.areaCode';
}

export function addressIssues(address: AddressInput, prefix: string): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  if (address.line1.trim() === '')
    issues.push({ field: `${prefix}.line1`, code: 'address.required' });
  if (!CITY_PATTERN.test(address.city.trim()))
    issues.push({ field: `${prefix}.city`, code: 'city.invalid' });
  if (!isUsStateCode(address.state))
    issues.push({ field: `${prefix}.state`, code: 'state.invalid' });
  if (!isValidZip(address.zip)) issues.push({ field: `${prefix}.zip`, code: 'zip.invalid' });
  const elsewhere = zipStateIssue(address);
  if (elsewhere) issues.push({ field: `${prefix}.zip`, ...elsewhere });
  return issues;
}

/** Every issue of a profile change (empty: it may be saved). Only the fields present are checked. */
export function customerInfoIssues(input: CustomerInfoInput): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field];
    if (value !== undefined && !isValidName(value)) issues.push({ field, code: 'name.invalid' });
  }
  const phone = input.phoneNumber === undefined ? null : phoneIssue(input.phoneNumber);
  if (phone) issues.push({ field: 'phoneNumber', code: phone });
  if (input.homeAddress) issues.push(...addressIssues(input.homeAddress, 'homeAddress'));
  if (input.mailingAddress) issues.push(...addressIssues(input.mailingAddress, 'mailingAddress'));
  return issues;
}
