/**
 * The payment remote state (one row per profile; a guest session's in its own table, one per session)
 * and the profile's sign-in usernames.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { guestPaymentRemoteStates, identities, paymentRemoteStates } from '../../../db/schema';

/** Whose state: a signed-in profile's, or a guest session's own (never the link owner's). */
export type StateOwner = { profileId: string } | { guestSessionId: string };

export function createPaymentStateRepo(db: DbOrTx) {
  return {
    async find(owner: StateOwner) {
      const [row] =
        'guestSessionId' in owner
          ? await db
              .select({
                state: guestPaymentRemoteStates.state,
                route: guestPaymentRemoteStates.route,
              })
              .from(guestPaymentRemoteStates)
              .where(eq(guestPaymentRemoteStates.sessionId, owner.guestSessionId))
          : await db
              .select({ state: paymentRemoteStates.state, route: paymentRemoteStates.route })
              .from(paymentRemoteStates)
              .where(eq(paymentRemoteStates.profileId, owner.profileId));
      return row;
    },
    async save(
      owner: StateOwner,
      input: { username: string; state: string; route: string; now: Date },
    ) {
      const { now, ...values } = input;
      const set = {
        username: values.username,
        state: values.state,
        route: values.route,
        updatedAt: now,
      };
      if ('guestSessionId' in owner) {
        await db
          .insert(guestPaymentRemoteStates)
          .values({ ...values, sessionId: owner.guestSessionId, updatedAt: now })
          .onConflictDoUpdate({ target: guestPaymentRemoteStates.sessionId, set });
        return;
      }
      await db
        .insert(paymentRemoteStates)
        .values({ ...values, profileId: owner.profileId, updatedAt: now })
        .onConflictDoUpdate({ target: paymentRemoteStates.profileId, set });
    },
    async remove(owner: StateOwner) {
      if ('guestSessionId' in owner)
        await db
          .delete(guestPaymentRemoteStates)
          .where(eq(guestPaymentRemoteStates.sessionId, owner.guestSessionId));
      else
        await db
          .delete(paymentRemoteStates)
          .where(eq(paymentRemoteStates.profileId, owner.profileId));
    },
    /** The profile's sign-in identities: email lowercased, phone as 10 digits. */
    async usernamesOf(profileId: string) {
      return db
        .select({ kind: identities.kind, value: identities.value })
        .from(identities)
        .where(eq(identities.profileId, profileId));
    },
  };
}

export type PaymentStateRepo = ReturnType<typeof createPaymentStateRepo>;
