/** Passkeys and their challenges (decision 019). Every read and delete of a passkey names its profile. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passkeyChallenges, passkeys, type PasskeyChallengePurpose } from '../../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = Omit<typeof passkeys.$inferInsert, 'id' | 'lastUsedAt'>;

export function createPasskeyRepo(db: DbOrTx) {
  return {
    async insertChallenge(input: {
      challenge: string;
      purpose: PasskeyChallengePurpose;
      profileId: string | null;
      deviceKey: string | null;
      expiresAt: Date;
      now: Date;
    }) {
      const { now, ...values } = input;
      await db.insert(passkeyChallenges).values({ ...values, createdAt: now });
    },
    /**
     * Takes the challenge for good (single use) when it is live and of this purpose: an atomic update, so two answers
     * to one challenge cannot both pass. Undefined when unknown, used, expired or of the other purpose.
     */
    async consumeChallenge(challenge: string, purpose: PasskeyChallengePurpose, now: Date) {
      const [row] = await db
        .update(passkeyChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.purpose, purpose),
            isNull(passkeyChallenges.consumedAt),
            gt(passkeyChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    async passkeysOf(profileId: string) {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.profileId, profileId))
        .orderBy(desc(passkeys.createdAt));
    },
    async byCredentialId(credentialId: string) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },
    /** The new passkey, or undefined when its credential id is already stored. */
    async insert(passkey: NewPasskey) {
      const [row] = await db
        .insert(passkeys)
        .values(passkey)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      return row;
    },
    /** Records a sign-in: the new counter, only over the one read (a parallel sign-in with the same counter loses). */
    async recordUse(id: string, fromCounter: number, toCounter: number, now: Date) {
      const rows = await db
        .update(passkeys)
        .set({ counter: toCounter, lastUsedAt: now })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, fromCounter)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
    /** Removes the profile's own passkey; false when it has none with this id. */
    async remove(profileId: string, id: string) {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.profileId, profileId)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
  };
}

export type PasskeyRepo = ReturnType<typeof createPasskeyRepo>;
