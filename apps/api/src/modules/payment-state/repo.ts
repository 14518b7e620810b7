/** The payment remote state (one row per profile) and the profile's sign-in usernames. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { identities, paymentRemoteStates } from '../../db/schema';

export function createPaymentStateRepo(db: DbOrTx) {
  return {
    async find(profileId: string) {
      const [row] = await db.select({ state: paymentRemoteStates.state, route: paymentRemoteStates.route }).from(paymentRemoteStates).where(eq(paymentRemoteStates.profileId, profileId));
      return row;
    },
    async save(input: { profileId: string; username: string; state: string; route: string; now: Date }) {
      const { now, ...values } = input;
      await db
        .insert(paymentRemoteStates)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({ target: paymentRemoteStates.profileId, set: { username: values.username, state: values.state, route: values.route, updatedAt: now } });
    },
    async remove(profileId: string) {
      await db.delete(paymentRemoteStates).where(eq(paymentRemoteStates.profileId, profileId));
    },
    /** The profile's sign-in identities: email lowercased, phone as 10 digits. */
    async usernamesOf(profileId: string) {
      return db.select({ kind: identities.kind, value: identities.value }).from(identities).where(eq(identities.profileId, profileId));
    },
  };
}

export type PaymentStateRepo = ReturnType<typeof createPaymentStateRepo>;
