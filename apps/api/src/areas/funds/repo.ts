/** SQL of draws: the reservation under the loan's lock, the job's saga steps, the poll and recovery. */
import { and, asc, desc, eq, isNotNull, isNull, lt, sum } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/client';
import { businessDateOf, payoffColumns, payoffOfRow } from '../../db/loan-payoff';
import { cashAdvances, draws, loans } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export type DrawRow = typeof draws.$inferSelect;
export type NewDraw = Pick<
  DrawRow,
  | 'idempotencyKey'
  | 'profileId'
  | 'loanId'
  | 'cardId'
  | 'amountCents'
  | 'processorToken'
  | 'cardLast4'
  | 'cardType'
  | 'createdAt'
>;
export const newDrawMessageKey = () => `draw_${randomBytes(16).toString('hex')}`;

/** What the line's available credit is made of, read in one transaction. */
export interface LineFunds {
  creditLimitCents: number;
  balanceCents: number;
  pendingAdvancesCents: number;
  inFlightCents: number;
}

/** The line's funds on `today` ('YYYY-MM-DD'): its balance is its payoff that day (decision 050). */
async function lineFunds(db: DbOrTx, loanId: string, today: string): Promise<LineFunds | null> {
  const [loan] = await db
    .select({ limit: loans.creditLimitCents, ...payoffColumns })
    .from(loans)
    .where(eq(loans.id, loanId));
  if (!loan) return null;
  const [advances] = await db
    .select({ total: sum(cashAdvances.amountCents) })
    .from(cashAdvances)
    .where(and(eq(cashAdvances.loanId, loanId), eq(cashAdvances.status, 'pending')));
  const [inFlight] = await db
    .select({ total: sum(draws.amountCents) })
    .from(draws)
    .where(and(eq(draws.loanId, loanId), eq(draws.status, 'pending')));
  return {
    creditLimitCents: loan.limit ?? 0,
    balanceCents: payoffOfRow(loan, today),
    pendingAdvancesCents: Number(advances?.total ?? 0),
    inFlightCents: Number(inFlight?.total ?? 0),
  };
}

/** `clock` dates the line's balance. */
export function createDrawsRepo(db: Database, clock: Clock) {
  const today = () => businessDateOf(clock());
  return {
    funds: (loanId: string) => lineFunds(db, loanId, today()),

    async byIdempotencyKey(profileId: string, idempotencyKey: string): Promise<DrawRow | null> {
      const [row] = await db
        .select()
        .from(draws)
        .where(and(eq(draws.profileId, profileId), eq(draws.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /**
     * The reservation: under the loan row's lock, `decide` sees the line's funds and the caller's draw of this key
     * (a repeat), and answers a refusal (thrown), that draw, or the row to insert. A pending draw counts against the
     * available credit from then on; at most one per loan (a unique index backs the lock).
     */
    async reserve(
      loanId: string,
      profileId: string,
      idempotencyKey: string,
      decide: (funds: LineFunds, earlier: DrawRow | null) => NewDraw | DrawRow,
    ): Promise<{ row: DrawRow; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, loanId)).for('update');
        const [earlier] = await tx
          .select()
          .from(draws)
          .where(and(eq(draws.profileId, profileId), eq(draws.idempotencyKey, idempotencyKey)));
        const funds = await lineFunds(tx, loanId, today());
        if (!funds) throw new Error(`no loan ${loanId}`);
        const decided = decide(funds, earlier ?? null);
        if ('id' in decided) return { row: decided, created: false };
        const [row] = await tx
          .insert(draws)
          .values({ ...decided, messageKey: newDrawMessageKey() })
          .returning();
        if (!row) throw new Error('draw not stored');
        return { row, created: true };
      });
    },

    async byMessageKey(messageKey: string): Promise<DrawRow | null> {
      const [row] = await db.select().from(draws).where(eq(draws.messageKey, messageKey));
      return row ?? null;
    },

    async byId(id: string): Promise<DrawRow | null> {
      const [row] = await db.select().from(draws).where(eq(draws.id, id));
      return row ?? null;
    },

    /**
     * The saga's first step (decision 068): the card was paid; its reference and the instant are recorded before the
     * loan system is asked to post the draw, once (a run that raced this one recorded first: its record wins). The
     * draw as recorded; null when it is no longer pending.
     */
    async recordPaid(id: string, reference: string, now: Date): Promise<DrawRow | null> {
      await db
        .update(draws)
        .set({ reference, paidAt: now })
        .where(and(eq(draws.id, id), eq(draws.status, 'pending'), isNull(draws.paidAt)));
      const [row] = await db
        .select()
        .from(draws)
        .where(and(eq(draws.id, id), eq(draws.status, 'pending')));
      return row ?? null;
    },

    /** The last step: the loan system posted the draw; it is marked posted, once (only a pending draw moves). */
    async markPosted(id: string, now: Date): Promise<boolean> {
      const moved = await db
        .update(draws)
        .set({ status: 'posted', settledAt: now })
        .where(and(eq(draws.id, id), eq(draws.status, 'pending'), isNotNull(draws.paidAt)))
        .returning({ id: draws.id });
      return moved.length > 0;
    },

    /** Not paid (declined): the draw fails with the reason; its amount is available again. */
    async fail(id: string, error: string, now: Date): Promise<boolean> {
      const moved = await db
        .update(draws)
        .set({ status: 'failed', error, settledAt: now })
        .where(and(eq(draws.id, id), eq(draws.status, 'pending')))
        .returning({ id: draws.id });
      return moved.length > 0;
    },

    async pendingBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: draws.id })
        .from(draws)
        .where(and(eq(draws.status, 'pending'), lt(draws.createdAt, before)))
        .orderBy(asc(draws.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The caller's newest paid draw on the loan (its processor reference), or null. */
    async newestPosted(
      profileId: string,
      loanId: string,
    ): Promise<{ reference: string; amountCents: number } | null> {
      const [row] = await db
        .select({ reference: draws.reference, amountCents: draws.amountCents })
        .from(draws)
        .where(
          and(
            eq(draws.profileId, profileId),
            eq(draws.loanId, loanId),
            eq(draws.status, 'posted'),
            isNotNull(draws.reference),
          ),
        )
        .orderBy(desc(draws.settledAt))
        .limit(1);
      return row?.reference ? { reference: row.reference, amountCents: row.amountCents } : null;
    },

    /** The line's balance now (after a posting). */
    async balanceOf(loanId: string): Promise<number> {
      const [row] = await db.select(payoffColumns).from(loans).where(eq(loans.id, loanId));
      return row ? payoffOfRow(row, today()) : 0;
    },
  };
}
export type DrawsRepo = ReturnType<typeof createDrawsRepo>;
