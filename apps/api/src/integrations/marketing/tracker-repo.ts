/** SQL of the marketing tracker (tracker.ts): the key the marketing service knows a profile by. */
import { and, asc, eq } from 'drizzle-orm';
import type { CommunicationPreferenceCode } from '@lender/domain';
import type { DbOrTx } from '../../db/client';
import { customers, identities } from '../../db/schema';

/** The profile's first sign-in email; null for a phone-only profile. */
export async function signInEmailOf(db: DbOrTx, profileId: string): Promise<string | null> {
  const [row] = await db
    .select({ value: identities.value })
    .from(identities)
    .where(and(eq(identities.profileId, profileId), eq(identities.kind, 'email')))
    .orderBy(asc(identities.id))
    .limit(1);
  return row?.value ?? null;
}

/** The communication preferences of the profile's customer records (none for a profile with no record). */
export async function communicationPreferencesOf(
  db: DbOrTx,
  profileId: string,
): Promise<CommunicationPreferenceCode[]> {
  const rows = await db
    .select({ preference: customers.communicationPreference })
    .from(customers)
    .where(eq(customers.profileId, profileId));
  return rows.map((row) => row.preference);
}
