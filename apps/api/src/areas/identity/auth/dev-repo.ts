/** SQL of the identity dev routes (dev-routes.ts, outside production only): a profile by email, its lock, its customer's sign-in flag. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { customers, identities, profiles } from '../../../db/schema';

export function createAuthDevRepo(db: Database) {
  return {
    async profileIdByEmail(email: string): Promise<string | null> {
      const [identity] = await db
        .select({ profileId: identities.profileId })
        .from(identities)
        .where(and(eq(identities.kind, 'email'), eq(identities.value, email.toLowerCase())));
      return identity?.profileId ?? null;
    },
    async setProfileStatus(profileId: string, status: 'active' | 'locked'): Promise<void> {
      await db.update(profiles).set({ status }).where(eq(profiles.id, profileId));
    },
    async customerIdOf(profileId: string): Promise<string | null> {
      const [profile] = await db
        .select({ customerId: profiles.customerId })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return profile?.customerId ?? null;
    },
    async setCanUpdateUserLogin(customerId: string, canUpdateUserLogin: boolean): Promise<void> {
      await db.update(customers).set({ canUpdateUserLogin }).where(eq(customers.id, customerId));
    },
  };
}
