/** Profiles, their sign-in identities (email lowercased, phone 10 digits) and linked customers. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  customers,
  identities,
  profiles,
  referralAccounts,
  referralSignups,
  stores,
  type IdentityKind,
} from '../../../db/schema';

export function createIdentityRepo(db: DbOrTx) {
  return {
    async findByIdentity(kind: IdentityKind, value: string) {
      const [row] = await db
        .select({ profile: profiles, identity: identities })
        .from(identities)
        .innerJoin(profiles, eq(profiles.id, identities.profileId))
        .where(and(eq(identities.kind, kind), eq(identities.value, value)));
      return row;
    },
    async profileById(profileId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId));
      return row;
    },
    async identitiesOf(profileId: string) {
      return db.select().from(identities).where(eq(identities.profileId, profileId));
    },
    async customerOf(customerId: string | null) {
      if (!customerId) return undefined;
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
      return row;
    },
    /**
     * The brand of the customer's home store: a customer without loans (yet) belongs to it, so the menu and brand routes
     * serve that brand rather than the default one (the brands of her loans are the loan systems', user-attributes).
     */
    async homeBrandOf(customerId: string): Promise<string | undefined> {
      const [home] = await db
        .select({ brand: stores.brandCode })
        .from(customers)
        .innerJoin(stores, eq(stores.id, customers.storeId))
        .where(eq(customers.id, customerId));
      return home?.brand;
    },
    async createProfile(input: {
      passwordHash: string;
      nonCustomerRefer: boolean;
      kind: IdentityKind;
      value: string;
      now: Date;
    }) {
      const [profile] = await db
        .insert(profiles)
        .values({
          passwordHash: input.passwordHash,
          nonCustomerRefer: input.nonCustomerRefer,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!profile) throw new Error('profile insert returned nothing');
      await db
        .insert(identities)
        .values({ profileId: profile.id, kind: input.kind, value: input.value, verified: false });
      return profile;
    },
    async createReferralAccount(profileId: string, shortCode: string, now: Date) {
      await db.insert(referralAccounts).values({ profileId, shortCode, createdAt: now });
    },
    /** The profile enrolled with this short code; null for an unknown code. */
    async referrerOfCode(shortCode: string): Promise<string | null> {
      const [row] = await db
        .select({ id: referralAccounts.profileId })
        .from(referralAccounts)
        .where(eq(referralAccounts.shortCode, shortCode));
      return row?.id ?? null;
    },
    /** A new profile came by the referrer's link: one sign-up, decided later (the qualifying event credits it once). */
    async recordReferralSignup(input: {
      referredProfileId: string;
      referrerProfileId: string;
      now: Date;
    }) {
      await db.insert(referralSignups).values({
        referredProfileId: input.referredProfileId,
        referrerProfileId: input.referrerProfileId,
        createdAt: input.now,
      });
      await db
        .update(referralAccounts)
        .set({ peopleSignedUp: sql`${referralAccounts.peopleSignedUp} + 1` })
        .where(eq(referralAccounts.profileId, input.referrerProfileId));
    },
    async shortCodeTaken(shortCode: string) {
      const [row] = await db
        .select({ id: referralAccounts.profileId })
        .from(referralAccounts)
        .where(eq(referralAccounts.shortCode, shortCode));
      return Boolean(row);
    },
    async setPassword(profileId: string, passwordHash: string, now: Date) {
      await db
        .update(profiles)
        .set({ passwordHash, status: 'active', updatedAt: now })
        .where(eq(profiles.id, profileId));
    },
    /** Marks the identity of this kind verified, and the profile's matching flag. */
    async markVerified(profileId: string, kind: IdentityKind, now: Date) {
      await db
        .update(identities)
        .set({ verified: true })
        .where(and(eq(identities.profileId, profileId), eq(identities.kind, kind)));
      const flag = kind === 'email' ? { emailVerified: true } : { phoneVerified: true };
      await db
        .update(profiles)
        .set({ ...flag, updatedAt: now })
        .where(eq(profiles.id, profileId));
    },
    /** The identity of this kind becomes `value`, verified (UpdateUser). */
    /**
     * The profile's sign-in email or phone becomes `value` (verified), and so does the linked customer's contact
     * email or phone, which CustomerProfile shows and messages go to — in one transaction.
     */
    async replaceIdentity(profileId: string, kind: IdentityKind, value: string, now: Date) {
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(identities)
          .where(and(eq(identities.profileId, profileId), eq(identities.kind, kind)));
        if (existing)
          await tx
            .update(identities)
            .set({ value, verified: true })
            .where(eq(identities.id, existing.id));
        else await tx.insert(identities).values({ profileId, kind, value, verified: true });
        const flag = kind === 'email' ? { emailVerified: true } : { phoneVerified: true };
        const [profile] = await tx
          .update(profiles)
          .set({ ...flag, updatedAt: now })
          .where(eq(profiles.id, profileId))
          .returning({ customerId: profiles.customerId });
        if (profile?.customerId)
          await tx
            .update(customers)
            .set(kind === 'email' ? { email: value } : { phone: value })
            .where(eq(customers.id, profile.customerId));
      });
    },
  };
}

export type IdentityRepo = ReturnType<typeof createIdentityRepo>;
export type ProfileRow = NonNullable<Awaited<ReturnType<IdentityRepo['profileById']>>>;
export type CustomerRow = NonNullable<Awaited<ReturnType<IdentityRepo['customerOf']>>>;
