/**
 * Referral rewards rules (spec §4 Referral, §6 roles): who may use the programme, who may enrol,
 * what a cash-out may take and which sign-up earns a credit. Every rule answers a code with its
 * parameters (never an English sentence); the server enforces it, the web calls it for instant feedback.
 */
import {
  canEnrollNonCustomerReferral,
  isNonCustomer,
  referUserKind,
  type CustomerIds,
} from '../customer/classification';
import { DEFAULT_TIME_ZONE } from '../constants/defaults';
import { ReferState } from '../enums';
import { zonedParts } from '../stores/time-zone';

export interface ReferralFlags {
  displayNonCustomerReferral: boolean;
  displayRetailReferral: boolean;
}

export interface ReferralPerson {
  ids: CustomerIds;
  /** the non_customer_refer attribute */
  nonCustomerRefer: boolean;
}

/**
 * May this person use referral rewards (see their balance, share, cash out)? An ncr user (a
 * non-customer with the referral attribute) always; an ecr user (a TLXe customer) only when
 * displayRetailReferral is on; anyone else not (spec §4).
 */
export function referralAccess(
  person: ReferralPerson,
  flags: Pick<ReferralFlags, 'displayRetailReferral'>,
): 'ncr' | 'ecr' | null {
  const kind = referUserKind(person.ids, person.nonCustomerRefer);
  if (kind === ReferState.Ncr) return 'ncr';
  if (kind === ReferState.Ecr && flags.displayRetailReferral) return 'ecr';
  return null;
}

export type EnrolmentRefusal = 'programmeClosed' | 'alreadyEnrolled' | 'nlsUser' | 'customer';

/**
 * Why a person may not enrol as a non-customer referral user, or null when they may: the spec's rule
 * (the flag on, not already enrolled, not an NLS user) for a non-customer; a TLXe customer has retail
 * (ecr) rewards instead and does not enrol.
 */
export function enrolmentRefusal(
  person: ReferralPerson & { alreadyEnrolled: boolean },
  flags: Pick<ReferralFlags, 'displayNonCustomerReferral'>,
): EnrolmentRefusal | null {
  if (
    canEnrollNonCustomerReferral({
      displayNonCustomerReferral: flags.displayNonCustomerReferral,
      alreadyEnrolled: person.alreadyEnrolled,
      ids: person.ids,
    })
  ) {
    return isNonCustomer(person.ids) ? null : 'customer';
  }
  if (!flags.displayNonCustomerReferral) return 'programmeClosed';
  if (person.alreadyEnrolled || person.nonCustomerRefer) return 'alreadyEnrolled';
  return 'nlsUser';
}

export type CashOutRefusal =
  | { code: 'zeroAmount' }
  | { code: 'exceedsBalance'; availableCents: number }
  | { code: 'cashOutPending' }
  | { code: 'cardCannotReceive' }
  | { code: 'profileIncomplete'; missing: readonly string[] };

/**
 * Why a cash-out may not start, or null: the amount is above zero and at most what is available
 * (the balance less what is already being paid out), no other cash-out is pending, the card can
 * receive funds (a debit card with canDisburse) and the payee's profile is complete.
 */
export function cashOutRefusal(input: {
  amountCents: number;
  availableCents: number;
  pending: boolean;
  cardCanDisburse?: boolean;
  missing?: readonly string[];
}): CashOutRefusal | null {
  if (input.pending) return { code: 'cashOutPending' };
  if (input.missing && input.missing.length > 0)
    return { code: 'profileIncomplete', missing: input.missing };
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) return { code: 'zeroAmount' };
  if (input.amountCents > input.availableCents)
    return { code: 'exceedsBalance', availableCents: Math.max(0, input.availableCents) };
  if (input.cardCanDisburse === false) return { code: 'cardCannotReceive' };
  return null;
}

/** What a payee must have before a cash-out (ReferCompleteProfile asks for it). */
export function missingPayeeFields(payee: {
  firstName: string | null;
  lastName: string | null;
  zip: string | null;
}): ('firstName' | 'lastName' | 'zip')[] {
  const missing: ('firstName' | 'lastName' | 'zip')[] = [];
  if (!payee.firstName?.trim()) missing.push('firstName');
  if (!payee.lastName?.trim()) missing.push('lastName');
  if (!payee.zip || !/^\d{5}$/.test(payee.zip)) missing.push('zip');
  return missing;
}

/** The business day (America/Chicago, as loans' opened dates) a sign-up happened on. */
export function signupBusinessDate(registeredAt: Date): string {
  return zonedParts(registeredAt, DEFAULT_TIME_ZONE).date;
}

/** What tells two people apart: master-data ids, phones (10 digits) and emails. */
export interface PersonMarks {
  mdmIds: readonly string[];
  phones: readonly string[];
  emails: readonly string[];
}

/** The same person: a shared master-data id, phone or email (emails compared without case). */
export function isSamePerson(a: PersonMarks, b: PersonMarks): boolean {
  const shares = (x: readonly string[], y: readonly string[]) => x.some((v) => y.includes(v));
  const lower = (list: readonly string[]) => list.map((e) => e.toLowerCase());
  return (
    shares(a.mdmIds, b.mdmIds) ||
    shares(a.phones, b.phones) ||
    shares(lower(a.emails), lower(b.emails))
  );
}

/**
 * The qualifying event of a sign-up (decision 007): the referred person's first loan funded on or
 * after the business day they registered with the code. A loan they had before does not count; a
 * loan of the referrer themself (the same person under a second sign-in) is a self-referral.
 */
export function signupQualifies(input: {
  registeredAt: Date;
  loanOpenedOn: string;
  borrower: PersonMarks;
  referrer: PersonMarks;
}): 'qualifies' | 'selfReferral' | 'loanBeforeSignup' {
  if (isSamePerson(input.borrower, input.referrer)) return 'selfReferral';
  return input.loanOpenedOn >= signupBusinessDate(input.registeredAt)
    ? 'qualifies'
    : 'loanBeforeSignup';
}

/** A referral link opens this app's landing route, which records the scan and carries the code to registration. */
export function referralLinkPath(shortCode: string): string {
  return `/Refer/${encodeURIComponent(shortCode)}`;
}

/** A short code: 6 to 12 upper-case letters and digits (what the referral link and its QR code carry). */
export const REFERRAL_SHORT_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

/** The code a referral link carries, upper-cased; null when it is not a code. */
export function normalizeShortCode(text: string | null | undefined): string | null {
  const code = text?.trim().toUpperCase() ?? '';
  return REFERRAL_SHORT_CODE_PATTERN.test(code) ? code : null;
}
