/** SQL of referral cash-outs: the balance they draw on, their reservation under the account's lock, and their settling. */
import { and, asc, eq, lt, sum } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { referralAccounts, referralCashOuts, referralLedger } from '../../db/schema';

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

export async function fundsOf(db: DbOrTx, profileId: string): Promise<Funds> {
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

export function createCashOutRepo(db: Database) {
  return {
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
  };
}
