/**
 * Whom marketing may reach (decision 059): the marketing service writes by email, so an event or a profile of a
 * borrower reaches it only if every customer record of hers takes email (communication preference email 0 or both 2;
 * a borrower who chose text only is left out). A profile with no customer record (a new profile, a referral-only
 * user) has chosen no channel: the email she signed up with is hers to be written to.
 */
import { receivesEmail, type CommunicationPreferenceCode } from '../enums/communication-preference';

export function marketingAllowed(preferences: readonly CommunicationPreferenceCode[]): boolean {
  return preferences.every(receivesEmail);
}
