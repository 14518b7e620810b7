/** Spec §4 Customer classification and §4 Referral user kinds. */
import { ReferState, type ReferStateValue } from '../enums/refer-state';

/** Customer ids by loan system. */
export interface CustomerIds {
  nls?: string | null;
  tlxe?: string | null;
}

const present = (id: string | null | undefined): boolean =>
  typeof id === 'string' && id.trim() !== '';

export const isNlsUser = (ids: CustomerIds): boolean => present(ids.nls);
export const isTlxeUser = (ids: CustomerIds): boolean => present(ids.tlxe);

/** Non-customer: no customer ids. */
export function isNonCustomer(ids: CustomerIds): boolean {
  return !isNlsUser(ids) && !isTlxeUser(ids);
}

/** NLS-only (legacy-system-only) user: an NLS id and no TLXe id. */
export function isNlsOnly(ids: CustomerIds): boolean {
  return isNlsUser(ids) && !isTlxeUser(ids);
}

export function isTlxeOnly(ids: CustomerIds): boolean {
  return isTlxeUser(ids) && !isNlsUser(ids);
}

/** The non_customer_refer user attribute counts when it is set to anything but an empty or false value. */
export function hasNonCustomerReferAttribute(value: unknown): boolean {
  if (typeof value === 'string')
    return value.trim() !== '' && value.trim().toLowerCase() !== 'false';
  return Boolean(value);
}

/** New profile: no ids and no non-customer-referral attribute. */
export function isNewProfile(ids: CustomerIds, nonCustomerRefer?: unknown): boolean {
  return isNonCustomer(ids) && !hasNonCustomerReferAttribute(nonCustomerRefer);
}

export type CustomerClass = 'nonCustomer' | 'nlsOnly' | 'tlxeOnly' | 'nlsAndTlxe';

export function customerClass(ids: CustomerIds): CustomerClass {
  if (isNonCustomer(ids)) return 'nonCustomer';
  if (isNlsOnly(ids)) return 'nlsOnly';
  return isTlxeOnly(ids) ? 'tlxeOnly' : 'nlsAndTlxe';
}

type PartyId = string | number | null | undefined;
const sameId = (a: PartyId, b: PartyId) =>
  a !== null && a !== undefined && String(a) !== '' && String(a) === String(b);

/** Alternate party (co-signer): the loan's cosignerId equals the current customer's id. */
export function isAlternateParty(loan: { cosignerId?: PartyId }, customerId: PartyId): boolean {
  return sameId(loan.cosignerId, customerId);
}

/** The other party on a loan: the alternate sees the primary customer; the primary sees the co-signer. */
export function otherPartyId(
  loan: { cosignerId?: PartyId; customerId?: PartyId },
  customerId: PartyId,
): string | null {
  const other = isAlternateParty(loan, customerId) ? loan.customerId : loan.cosignerId;
  return other === null || other === undefined || String(other) === '' ? null : String(other);
}

/** lms_customer_ids is a JSON array whose second entry is the customer id; null when unreadable. */
export function customerIdFromLmsIds(attribute: string | null | undefined): string | null {
  if (!attribute) return null;
  try {
    const parsed: unknown = JSON.parse(attribute);
    const id = Array.isArray(parsed) ? parsed[1] : undefined;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/** A TLXe user is an ecr user; a non-customer with the referral attribute is ncr; else none. */
export function referUserKind(ids: CustomerIds, nonCustomerRefer?: unknown): ReferStateValue {
  if (isTlxeUser(ids)) return ReferState.Ecr;
  if (isNonCustomer(ids) && hasNonCustomerReferAttribute(nonCustomerRefer)) return ReferState.Ncr;
  return ReferState.None;
}

/** A non-customer can enroll if the flag is on, they are not already enrolled and not an NLS user. */
export function canEnrollNonCustomerReferral(input: {
  displayNonCustomerReferral: boolean;
  alreadyEnrolled: boolean;
  ids: CustomerIds;
}): boolean {
  return input.displayNonCustomerReferral && !input.alreadyEnrolled && !isNlsUser(input.ids);
}

/** Retail (ecr) referral rewards show only if displayRetailReferral is on. */
export function showsRetailReferral(ids: CustomerIds, displayRetailReferral: boolean): boolean {
  return displayRetailReferral && isTlxeUser(ids);
}
