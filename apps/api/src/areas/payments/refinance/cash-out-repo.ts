/**
 * SQL of a renewal's cash out (decision 057; refinances.cash_out_*): each move is one conditional update of the
 * refinance row, so the push job, its re-runs and a cancel never both win — pending → pushing (the job's claim),
 * pushing → sent | declined (its outcome), pending → cancelled and sent → owed (the cancel's).
 */
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cards, refinances, type CashOutStatus } from '../../../db/schema';

const OPEN: CashOutStatus[] = ['pending', 'pushing'];
/** declined, and the new loan not yet lowered by it */
const owedWithdrawal = and(
  eq(refinances.cashOutStatus, 'declined'),
  isNull(refinances.cashOutWithdrawnAt),
);

export function createCashOutsRepo(db: DbOrTx) {
  return {
    /** The job's claim of a posted renewal's cash out (a re-run claims its own 'pushing' again); null when not open. */
    async claim(refinanceId: string, now: Date) {
      const [row] = await db
        .update(refinances)
        .set({ cashOutStatus: 'pushing', updatedAt: now })
        .where(
          and(
            eq(refinances.id, refinanceId),
            eq(refinances.status, 'posted'),
            inArray(refinances.cashOutStatus, OPEN),
          ),
        )
        .returning();
      if (!row?.cashOutCardId || !row.newLoanId) return null;
      const [card] = await db
        .select({ processorToken: cards.processorToken })
        .from(cards)
        .where(eq(cards.id, row.cashOutCardId));
      return card
        ? { ...row, newLoanId: row.newLoanId, processorToken: card.processorToken }
        : null;
    },
    /** The push's outcome, once: only a claimed cash out moves (false when it had moved already). */
    async settle(
      refinanceId: string,
      outcome: { status: 'sent' | 'declined'; disbursementId: string; error?: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(refinances)
        .set({
          cashOutStatus: outcome.status,
          cashOutDisbursementId: outcome.disbursementId,
          cashOutError: outcome.error ?? null,
          cashOutSettledAt: now,
          updatedAt: now,
        })
        .where(and(eq(refinances.id, refinanceId), eq(refinances.cashOutStatus, 'pushing')))
        .returning({ id: refinances.id });
      return rows.length > 0;
    },
    /**
     * In the cancel's transaction: a cash out not yet claimed is never sent ('cancelled'); one sent is owed on the
     * restored loan ('owed', its amount answered); one being pushed refuses the cancel ('inFlight').
     */
    async reverse(refinanceId: string, now: Date): Promise<{ owedCents: number } | 'inFlight'> {
      const [row] = await db
        .select({ cents: refinances.cashOutCents, status: refinances.cashOutStatus })
        .from(refinances)
        .where(eq(refinances.id, refinanceId))
        .for('update');
      if (!row?.status) return { owedCents: 0 };
      if (row.status === 'pushing') return 'inFlight';
      const next = row.status === 'pending' ? 'cancelled' : row.status === 'sent' ? 'owed' : null;
      if (next)
        await db
          .update(refinances)
          .set({ cashOutStatus: next, updatedAt: now })
          .where(eq(refinances.id, refinanceId));
      return { owedCents: next === 'owed' ? row.cents : 0 };
    },
    /** A declined cash out whose withdrawal from the new loan is still owed (the saga's last steps), or null. */
    async withdrawalOwed(refinanceId: string) {
      const [row] = await db
        .select({
          newLoanId: refinances.newLoanId,
          cashOutCents: refinances.cashOutCents,
          settledAt: refinances.cashOutSettledAt,
        })
        .from(refinances)
        .where(and(eq(refinances.id, refinanceId), owedWithdrawal));
      return row?.newLoanId && row.settledAt
        ? { newLoanId: row.newLoanId, cashOutCents: row.cashOutCents, settledAt: row.settledAt }
        : null;
    },
    /** The loan system answered the withdrawal (once). */
    async markWithdrawn(refinanceId: string, now: Date): Promise<void> {
      await db
        .update(refinances)
        .set({ cashOutWithdrawnAt: now, updatedAt: now })
        .where(and(eq(refinances.id, refinanceId), owedWithdrawal));
    },
    /**
     * Posted renewals whose cash out is still open, or declined with its withdrawal owed, since before `before` (the
     * job's recovery), oldest first.
     */
    async openBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: refinances.id })
        .from(refinances)
        .where(
          and(
            eq(refinances.status, 'posted'),
            or(inArray(refinances.cashOutStatus, OPEN), owedWithdrawal),
            lt(refinances.updatedAt, before),
          ),
        )
        .orderBy(asc(refinances.updatedAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /** The renewal of a payment whose cash out waits for its push (the payment job sends the push job). */
    async pendingOfPayment(paymentId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: refinances.id })
        .from(refinances)
        .where(
          and(
            eq(refinances.paymentId, paymentId),
            eq(refinances.status, 'posted'),
            inArray(refinances.cashOutStatus, OPEN),
          ),
        );
      return row?.id ?? null;
    },
    /** A renewal's cash out as its confirmation shows it, with its card; null without one. */
    async ofPayment(paymentId: string) {
      const [row] = await db
        .select({
          refinanceId: refinances.id,
          cents: refinances.cashOutCents,
          status: refinances.cashOutStatus,
          last4: cards.last4,
          cardType: cards.cardType,
        })
        .from(refinances)
        .innerJoin(cards, eq(cards.id, refinances.cashOutCardId))
        .where(eq(refinances.paymentId, paymentId));
      return row?.status ? { ...row, status: row.status } : null;
    },
  };
}

export type CashOutsRepo = ReturnType<typeof createCashOutsRepo>;
