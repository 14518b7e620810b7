/** SQL of referral sign-ups: the undecided ones and their referred person's customer records, who a person is, and deciding each once with its credit. */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { PersonMarks } from '@lender/domain';
import type { Database } from '../../db/client';
import {
  customers,
  identities,
  referralAccounts,
  referralLedger,
  referralSignups,
} from '../../db/schema';

export function createSignupRepo(db: Database) {
  return {
    /**
     * Undecided sign-ups (of one referrer, of one referred person, or all, by referred person after `after`), each
     * with the customer records linked to its referred person (their loans are the loan systems': credits.ts).
     */
    async undecidedSignups(options: {
      limit: number;
      referrerProfileId?: string | undefined;
      referredProfileId?: string | undefined;
      after?: string | undefined;
    }) {
      const signups = await db
        .select({
          referredProfileId: referralSignups.referredProfileId,
          referrerProfileId: referralSignups.referrerProfileId,
          registeredAt: referralSignups.createdAt,
        })
        .from(referralSignups)
        .where(
          and(
            isNull(referralSignups.outcome),
            options.referrerProfileId
              ? eq(referralSignups.referrerProfileId, options.referrerProfileId)
              : undefined,
            options.referredProfileId
              ? eq(referralSignups.referredProfileId, options.referredProfileId)
              : undefined,
            options.after ? gt(referralSignups.referredProfileId, options.after) : undefined,
          ),
        )
        .orderBy(asc(referralSignups.referredProfileId))
        .limit(options.limit);
      if (signups.length === 0) return [];
      const records = await db
        .select({
          id: customers.id,
          profileId: customers.profileId,
          nlsCustomerId: customers.nlsCustomerId,
          tlxeCustomerId: customers.tlxeCustomerId,
          firstName: customers.firstName,
          mdmId: customers.mdmId,
          phone: customers.phone,
          email: customers.email,
        })
        .from(customers)
        .where(
          inArray(
            customers.profileId,
            signups.map((signup) => signup.referredProfileId),
          ),
        );
      return signups.map((signup) => ({
        ...signup,
        records: records.filter((record) => record.profileId === signup.referredProfileId),
      }));
    },

    /** What marks a profile's person: its customer records' master-data ids, phones and emails, and its sign-in identities. */
    async personMarks(profileId: string): Promise<PersonMarks> {
      const records = await db
        .select({ mdmId: customers.mdmId, phone: customers.phone, email: customers.email })
        .from(customers)
        .where(eq(customers.profileId, profileId));
      const signIns = await db
        .select({ kind: identities.kind, value: identities.value })
        .from(identities)
        .where(eq(identities.profileId, profileId));
      return {
        mdmIds: records.map((r) => r.mdmId),
        phones: [
          ...records.map((r) => r.phone),
          ...signIns.filter((i) => i.kind === 'phone').map((i) => i.value),
        ],
        emails: [
          ...records.map((r) => r.email),
          ...signIns.filter((i) => i.kind === 'email').map((i) => i.value),
        ],
      };
    },

    /**
     * Decides a sign-up once: 'credited' adds the referrer's amount per share to their ledger (unique per referred
     * person) in the same transaction. Answers false when it was already decided.
     */
    async decideSignup(input: {
      referredProfileId: string;
      outcome: 'credited' | 'selfReferral';
      referredFirstName: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [signup] = await tx
          .update(referralSignups)
          .set({ outcome: input.outcome, decidedAt: input.now })
          .where(
            and(
              eq(referralSignups.referredProfileId, input.referredProfileId),
              isNull(referralSignups.outcome),
            ),
          )
          .returning();
        if (!signup) return false;
        if (input.outcome === 'credited') {
          const [account] = await tx
            .select({ amount: referralAccounts.amountPerShareCents })
            .from(referralAccounts)
            .where(eq(referralAccounts.profileId, signup.referrerProfileId));
          await tx.insert(referralLedger).values({
            profileId: signup.referrerProfileId,
            amountCents: account?.amount ?? 0,
            kind: 'signup',
            description: 'Referral sign-up reward',
            referredProfileId: input.referredProfileId,
            referredFirstName: input.referredFirstName,
            createdAt: input.now,
          });
        }
        return true;
      });
    },
  };
}
