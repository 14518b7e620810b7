/**
 * A signed guest-payment link for a seeded loan (PERSONAS.md "a way to mint a signed guest-payment
 * link"): /<brand>/Accounts/<loanId>/Payment (MakePayment)?profileId=…&signature=…&expiration=…&path=…&guest=true,
 * signed by the same function /signatureAuth checks.
 */
import { loanRows } from '../../../db/seed/loans';
import { PERSONAS } from '../../../db/seed/personas';
import { loanIdOf, profileIdOf, SEED_LOAN_KEYS, type SeedLoanKey } from '../../../db/seed/ids';
import { signedLinkQuery } from './link-signature';

export const GUEST_LINK_TTL_SECONDS = 24 * 3600;

export function isSeedLoanKey(value: string): value is SeedLoanKey {
  return (SEED_LOAN_KEYS as readonly string[]).includes(value);
}

export interface GuestLinkInput {
  loanKey: SeedLoanKey;
  secret: string;
  origin: string;
  now: Date;
}

/** The link's URL, or an error text when the loan has no signed-in owner (H1 belongs to an unlinked record). */
export function guestLinkFor({
  loanKey,
  secret,
  origin,
  now,
}: GuestLinkInput): { url: string } | { error: string } {
  const loanId = loanIdOf(loanKey);
  const loan = loanRows(now).find((row) => row.id === loanId);
  const owner = PERSONAS.find((p) => p.customer && p.customer.id === loan?.customerId);
  if (!loan || !owner) return { error: `loan ${loanKey} has no signed-in owner` };
  // MakePayment is the Payment group's empty path (spec §2), so the screen lives at …/Payment
  const path = `/${loan.brandCode}/Accounts/${loanId}/Payment`;
  const fields = {
    profileId: profileIdOf(owner.key),
    expiration: Math.floor(now.getTime() / 1000) + GUEST_LINK_TTL_SECONDS,
    path,
    guest: true,
  };
  return { url: `${origin.replace(/\/+$/, '')}${path}?${signedLinkQuery(fields, secret)}` };
}
