/** SQL of draws: the reservation under the loan's lock, the job's saga steps, the poll and recovery. */
import { and, asc, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/client';
import { lockLoan } from '../../db/loan-lock';
import { draws } from '../../db/schema';
import { inFlightCents, type InFlight } from '../../lib/money-in-flight';

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

/** What the line's available credit is made of: the loan system's figures and the draws in flight here. */
export interface LineFunds {
  creditLimitCents: number;
  balanceCents: number;
  pendingAdvancesCents: number;
  inFlightCents: number;
}

/** The line as the loan system answers it, with the draws that were in flight just before it was asked. */
export interface LineRead extends Omit<LineFunds, 'inFlightCents'> {
  inFlight: InFlight[];
}

/** The line's funds from what the loan system answered and every read of the draws in flight (each draw once). */
export const fundsOf = ({ inFlight, ...figures }: LineRead, ...later: InFlight[][]): LineFunds => ({
  ...figures,
  inFlightCents: inFlightCents(inFlight, ...later),
});

/** The line's draws in flight: paid out or about to be, not yet posted (which raises the balance) nor failed. */
const drawsInFlight = (db: DbOrTx, loanId: string): Promise<InFlight[]> =>
  db
    .select({ id: draws.id, amountCents: draws.amountCents })
    .from(draws)
    .where(and(eq(draws.loanId, loanId), eq(draws.status, 'pending')));

export function createDrawsRepo(db: Database) {
  return {
    /** the draws in flight now, read before the loan system is asked for the line (lib/money-in-flight.ts) */
    inFlight: (loanId: string) => drawsInFlight(db, loanId),

    async byIdempotencyKey(profileId: string, idempotencyKey: string): Promise<DrawRow | null> {
      const [row] = await db
        .select()
        .from(draws)
        .where(and(eq(draws.profileId, profileId), eq(draws.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /**
     * The reservation: under the loan's lock, `decide` sees the line's funds (the loan system's `line`, and the draws in
     * flight then or now) and the caller's draw of this key (a repeat), and answers a refusal (thrown), that draw, or
     * the row to insert. A pending draw counts against the available credit from then on; at most one per loan (a
     * unique index backs the lock).
     */
    async reserve(
      loanId: string,
      profileId: string,
      idempotencyKey: string,
      line: LineRead,
      decide: (funds: LineFunds, earlier: DrawRow | null) => NewDraw | DrawRow,
    ): Promise<{ row: DrawRow; created: boolean }> {
      return db.transaction(async (tx) => {
        await lockLoan(tx, loanId);
        const [earlier] = await tx
          .select()
          .from(draws)
          .where(and(eq(draws.profileId, profileId), eq(draws.idempotencyKey, idempotencyKey)));
        const funds = fundsOf(line, await drawsInFlight(tx, loanId));
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
  };
}
export type DrawsRepo = ReturnType<typeof createDrawsRepo>;
