/**
 * Whether a database holds the demo people of shared/fixtures/PERSONAS.md, whose password is published: a production
 * start refuses such a database unless DEMO_DEPLOYMENT=true (decision 042).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { customers, identities, profiles } from '../schema';
import { customerIdOf, profileIdOf, UNLINKED_HANK_CUSTOMER_ID } from './ids';
import { PERSONAS } from './personas';

const DEMO_PROFILE_IDS = PERSONAS.map((p) => profileIdOf(p.key));
const DEMO_CUSTOMER_IDS = [
  ...PERSONAS.filter((p) => p.customer).map((p) => customerIdOf(p.key)),
  UNLINKED_HANK_CUSTOMER_ID,
];
/** The personas' sign-in identities as stored: emails in lower case, phones as 10 digits. */
const DEMO_IDENTITIES = PERSONAS.flatMap((p) => [p.email.toLowerCase(), p.phone]);

export interface DemoPeopleFound {
  /** persona profiles (by their fixed ids) */
  profiles: number;
  /** persona customer records (by their fixed ids, P8's unlinked record included) */
  customers: number;
  /** the personas' emails and phones found as sign-in identities, whoever holds them */
  identities: string[];
}

/** What of the demo people the database holds. */
export async function demoPeopleIn(db: Database): Promise<DemoPeopleFound> {
  const [profileCount, customerCount, identityRows] = await Promise.all([
    db.$count(profiles, inArray(profiles.id, DEMO_PROFILE_IDS)),
    db.$count(customers, inArray(customers.id, DEMO_CUSTOMER_IDS)),
    db
      .select({ value: identities.value })
      .from(identities)
      .where(inArray(identities.value, DEMO_IDENTITIES))
      .orderBy(identities.kind, identities.value),
  ]);
  return {
    profiles: profileCount,
    customers: customerCount,
    identities: identityRows.map((r) => r.value),
  };
}

export const holdsDemoPeople = (found: DemoPeopleFound): boolean =>
  found.profiles + found.customers + found.identities.length > 0;
