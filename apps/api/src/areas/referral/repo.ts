/** SQL of referral rewards: accounts, sign-ups and their credits, shares, scans and cash-outs. */
import { and, asc, desc, eq, isNull, lt, sql, sum } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type PersonMarks } from '@lender/domain';
import type { Database, DbOrTx } from '../../db/client';
import {
  customers,
  identities,
  loans,
  profiles,
  referralAccounts,
  referralCashOuts,
  referralLedger,
  referralShares,
  referralSignups,
} from '../../db/schema';

export type ReferralAccountRow = typeof referralAccounts.$inferSelect;
export type CashOutRow = typeof referralCashOuts.$inferSelect;
export type NewCashOut = Pick<
  CashOutRow,
  | 'messageKey'
  | 'profileId'
  | 'amountCents'
  | 'formTransactionUuid'
  | 'processorToken'
  | 'cardLast4'
  | 'cardType'
  | 'createdAt'
>;

/** What a balance is made of: the ledger's sum and what a pending cash-out is paying out. */
export interface Funds {
  ledgerCents: number;
  pending: CashOutRow | null;
}

async function fundsOf(db: DbOrTx, profileId: string): Promise<Funds> {
  const [ledger] = await db
    .select({ total: sum(referralLedger.amountCents) })
    .from(referralLedger)
    .where(eq(referralLedger.profileId, profileId));
  const [pending] = await db
    .select()
    .from(referralCashOuts)
    .where(and(eq(referralCashOuts.profileId, profileId), eq(referralCashOuts.status, 'pending')))
    .limit(1);
  return { ledgerCents: Number(ledger?.total ?? 0), pending: pending ?? null };
}

export function createReferralsRepo(db: Database) {
  return {
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

    /**
     * The reservation of a cash-out: under the account's row lock, `decide` sees the funds and the cash-out already
     * made with this card form, and answers a refusal (thrown), that earlier row, or the row to insert. One pending
     * per profile and one cash-out per form (unique indexes back the lock).
     */
    async startCashOut(
      profileId: string,
      formTransactionUuid: string,
      decide: (funds: Funds, earlier: CashOutRow | null) => NewCashOut | CashOutRow,
    ): Promise<{ row: CashOutRow; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: referralAccounts.profileId })
          .from(referralAccounts)
          .where(eq(referralAccounts.profileId, profileId))
          .for('update');
        const [earlier] = await tx
          .select()
          .from(referralCashOuts)
          .where(eq(referralCashOuts.formTransactionUuid, formTransactionUuid));
        const decided = decide(await fundsOf(tx, profileId), earlier ?? null);
        if ('id' in decided) return { row: decided, created: false };
        const [row] = await tx.insert(referralCashOuts).values(decided).returning();
        if (!row) throw new Error('cash-out not stored');
        return { row, created: true };
      });
    },

    async cashOutByKey(messageKey: string): Promise<CashOutRow | null> {
      const [row] = await db
        .select()
        .from(referralCashOuts)
        .where(eq(referralCashOuts.messageKey, messageKey));
      return row ?? null;
    },

    async cashOut(id: string): Promise<CashOutRow | null> {
      const [row] = await db.select().from(referralCashOuts).where(eq(referralCashOuts.id, id));
      return row ?? null;
    },

    /**
     * Settles a pending cash-out once: paid → the ledger's debit (unique per cash-out) in the same transaction;
     * declined → nothing taken. Answers false when it was already settled (a re-run).
     */
    async settleCashOut(
      id: string,
      outcome: { status: 'paid'; reference: string } | { status: 'declined'; reason: string },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(referralCashOuts)
          .set(
            outcome.status === 'paid'
              ? { status: 'paid', reference: outcome.reference, settledAt: now }
              : { status: 'declined', declineReason: outcome.reason, settledAt: now },
          )
          .where(and(eq(referralCashOuts.id, id), eq(referralCashOuts.status, 'pending')))
          .returning();
        if (!row) return false;
        if (outcome.status === 'paid') {
          await tx.insert(referralLedger).values({
            profileId: row.profileId,
            amountCents: -row.amountCents,
            kind: 'cashOut',
            description: 'Referral cash-out',
            cashOutId: row.id,
            createdAt: now,
          });
        }
        return true;
      });
    },

    /** Pending cash-outs stored before `before` (recovery queues them again). */
    async pendingCashOutsBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: referralCashOuts.id })
        .from(referralCashOuts)
        .where(and(eq(referralCashOuts.status, 'pending'), lt(referralCashOuts.createdAt, before)))
        .orderBy(asc(referralCashOuts.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

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
export type ReferralsRepo = ReturnType<typeof createReferralsRepo>;
