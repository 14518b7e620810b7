/** SQL of referral rewards: accounts, shares, scans and the balance; cash-outs in cash-out-repo.ts, sign-ups and their credits in signup-repo.ts. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  customers,
  profiles,
  referralAccounts,
  referralCashOuts,
  referralLedger,
  referralShares,
} from '../../db/schema';
import { createCashOutRepo, fundsOf } from './cash-out-repo';
import { createSignupRepo } from './signup-repo';

export type ReferralAccountRow = typeof referralAccounts.$inferSelect;
export type { CashOutRow, Funds, NewCashOut } from './cash-out-repo';
export function createReferralsRepo(db: Database) {
  return {
    ...createCashOutRepo(db),
    ...createSignupRepo(db),

    /** Who the caller is for the programme: the referral attribute, the customer record ids, and the name and ZIP on record. */
    async person(profileId: string) {
      const [profile] = await db
        .select({ nonCustomerRefer: profiles.nonCustomerRefer })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      const records = await db
        .select({
          id: customers.id,
          nls: customers.nlsCustomerId,
          tlxe: customers.tlxeCustomerId,
          firstName: customers.firstName,
          lastName: customers.lastName,
          address: customers.address,
        })
        .from(customers)
        .where(eq(customers.profileId, profileId));
      return profile ? { nonCustomerRefer: profile.nonCustomerRefer, records } : null;
    },

    async account(profileId: string): Promise<ReferralAccountRow | null> {
      const [row] = await db
        .select()
        .from(referralAccounts)
        .where(eq(referralAccounts.profileId, profileId));
      return row ?? null;
    },

    async shortCodeTaken(shortCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: referralAccounts.profileId })
        .from(referralAccounts)
        .where(eq(referralAccounts.shortCode, shortCode));
      return Boolean(row);
    },

    /** Enrols once: a second call (a double submit) finds the first account. `nonCustomer` also sets the profile's referral attribute. */
    async enrol(input: {
      profileId: string;
      shortCode: string;
      amountPerShareCents: number;
      nonCustomer: boolean;
      now: Date;
    }): Promise<ReferralAccountRow> {
      return db.transaction(async (tx) => {
        await tx
          .insert(referralAccounts)
          .values({
            profileId: input.profileId,
            shortCode: input.shortCode,
            amountPerShareCents: input.amountPerShareCents,
            createdAt: input.now,
          })
          .onConflictDoNothing({ target: referralAccounts.profileId });
        if (input.nonCustomer)
          await tx
            .update(profiles)
            .set({ nonCustomerRefer: true, updatedAt: input.now })
            .where(eq(profiles.id, input.profileId));
        const [row] = await tx
          .select()
          .from(referralAccounts)
          .where(eq(referralAccounts.profileId, input.profileId));
        if (!row) throw new Error('referral account not created');
        return row;
      });
    },

    funds: (profileId: string) => fundsOf(db, profileId),

    /** Newest first, with the card and reference of each cash-out. */
    async history(profileId: string) {
      return db
        .select({
          id: referralLedger.id,
          kind: referralLedger.kind,
          amountCents: referralLedger.amountCents,
          createdAt: referralLedger.createdAt,
          referredFirstName: referralLedger.referredFirstName,
          cardLast4: referralCashOuts.cardLast4,
          reference: referralCashOuts.reference,
        })
        .from(referralLedger)
        .leftJoin(referralCashOuts, eq(referralCashOuts.id, referralLedger.cashOutId))
        .where(eq(referralLedger.profileId, profileId))
        .orderBy(desc(referralLedger.createdAt), desc(referralLedger.id));
    },

    async recordShare(row: typeof referralShares.$inferInsert): Promise<void> {
      await db.insert(referralShares).values(row);
    },

    /** Counts a scan of the code; answers the referrer (null for an unknown code). */
    async recordScan(
      shortCode: string,
    ): Promise<{ profileId: string; payeeFirstName: string | null } | null> {
      const [row] = await db
        .update(referralAccounts)
        .set({ codesScanned: sql`${referralAccounts.codesScanned} + 1` })
        .where(eq(referralAccounts.shortCode, shortCode))
        .returning({
          profileId: referralAccounts.profileId,
          payeeFirstName: referralAccounts.payeeFirstName,
        });
      return row ?? null;
    },

    async setPayee(
      profileId: string,
      payee: { firstName: string; lastName: string; zip: string },
    ): Promise<void> {
      await db
        .update(referralAccounts)
        .set({
          payeeFirstName: payee.firstName,
          payeeLastName: payee.lastName,
          payeeZip: payee.zip,
        })
        .where(eq(referralAccounts.profileId, profileId));
    },
  };
}
export type ReferralsRepo = ReturnType<typeof createReferralsRepo>;
