/** SQL of referral sign-ups: those whose referred person now has a loan, who a person is, and deciding each once with its credit. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type PersonMarks } from '@lender/domain';
import type { Database } from '../../db/client';
import {
  customers,
  identities,
  loans,
  referralAccounts,
  referralLedger,
  referralSignups,
} from '../../db/schema';

export function createSignupRepo(db: Database) {
  return {
    /**
     * Undecided sign-ups (of one referrer, of one referred person, or all) whose referred person now has a loan
     * opened on or after the day they registered: the first such loan of a customer record linked to them.
     */
    async signupsWithLoan(limit: number, referrerProfileId?: string, referredProfileId?: string) {
      return db
        .selectDistinctOn([referralSignups.referredProfileId], {
          referredProfileId: referralSignups.referredProfileId,
          referrerProfileId: referralSignups.referrerProfileId,
          registeredAt: referralSignups.createdAt,
          customerId: customers.id,
          firstName: customers.firstName,
          mdmId: customers.mdmId,
          phone: customers.phone,
          email: customers.email,
          openedOn: loans.openedOn,
        })
        .from(referralSignups)
        .innerJoin(customers, eq(customers.profileId, referralSignups.referredProfileId))
        .innerJoin(
          loans,
          and(
            eq(loans.customerId, customers.id),
            sql`${loans.openedOn} >= (${referralSignups.createdAt} at time zone ${DEFAULT_TIME_ZONE})::date`,
          ),
        )
        .where(
          and(
            isNull(referralSignups.outcome),
            referrerProfileId
              ? eq(referralSignups.referrerProfileId, referrerProfileId)
              : undefined,
            referredProfileId
              ? eq(referralSignups.referredProfileId, referredProfileId)
              : undefined,
          ),
        )
        .orderBy(referralSignups.referredProfileId, asc(loans.openedOn))
        .limit(limit);
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
