/**
 * Money out of a line of credit in the built-in ledger, in the caller's transaction. A draw paid to a
 * card posts as a cash advance (its transaction id `DRAW-<draw id>` is unique: a second posting of the
 * same draw is impossible) and adds its amount to the principal and the payoff, the interest first booked to the
 * draw's business date (decision 050: from then the larger principal accrues; interest per day follows it). A pending cash advance
 * not yet batched (1000) may be cancelled; the batching run moves the pending 1000s whose cut-off has passed to 1002.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { accrueTo, CashAdvancePendingCode, payoffOn } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { cashAdvances, loans } from '../../../db/schema';
import type { CashAdvanceRecord, DrawPosting, DrawPostingRecord, LoanSystemName } from '../port';
import { businessDateOfColumn } from '../../../db/loan-payoff';
import { accrualOf, businessDateOf } from './loan-rows';
import { LoanNotFoundError } from './post-payment';

const DRAW_PREFIX = 'DRAW-';
export const drawTransactionId = (drawId: string) => `${DRAW_PREFIX}${drawId}`;

/** Posts a paid draw; answers the loan's new balance (payoff) in cents. */
export async function postDrawToLedger(
  tx: DbOrTx,
  posting: DrawPosting,
): Promise<{ balanceCents: number }> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, posting.loanId)).for('update');
  if (!loan) throw new LoanNotFoundError(posting.loanId);
  const postedOn = businessDateOf(posting.now);
  const booked = accrueTo(accrualOf(loan), postedOn);
  await tx.insert(cashAdvances).values({
    loanId: posting.loanId,
    amountCents: posting.amountCents,
    transactionId: drawTransactionId(posting.drawId),
    status: 'posted',
    createdAt: posting.now,
  });
  const after = { ...booked, principalCents: booked.principalCents + posting.amountCents };
  await tx
    .update(loans)
    .set({
      principalCents: sql`${loans.principalCents} + ${posting.amountCents}`,
      interestCents: after.interestCents,
      accruedThrough: after.accruedThrough,
      updatedAt: posting.now,
    })
    .where(eq(loans.id, posting.loanId));
  return { balanceCents: payoffOn(after, postedOn) };
}

/** Cancels a pending cash advance of the loan while it is not batched; answers the advance as it is after the try, or null when unknown. */
export async function cancelCashAdvanceInLedger(
  db: DbOrTx,
  input: { loanId: string; transactionId: string },
): Promise<CashAdvanceRecord | null> {
  const [cancelled] = await db
    .update(cashAdvances)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(cashAdvances.loanId, input.loanId),
        eq(cashAdvances.transactionId, input.transactionId),
        eq(cashAdvances.status, 'pending'),
        eq(cashAdvances.pendingCode, CashAdvancePendingCode.NotBatched),
      ),
    )
    .returning();
  const [row] = cancelled
    ? [cancelled]
    : await db
        .select()
        .from(cashAdvances)
        .where(
          and(
            eq(cashAdvances.loanId, input.loanId),
            eq(cashAdvances.transactionId, input.transactionId),
          ),
        );
  return row
    ? {
        transactionId: row.transactionId,
        amountCents: row.amountCents,
        pendingCode: row.pendingCode,
        status: row.status,
        createdAt: row.createdAt,
      }
    : null;
}

/**
 * The sandbox store counter (outside production only): a store requests a cash advance on the line today —
 * pending, not batched (1000), so cancellable until its cut-off. Answers its transaction id.
 */
export async function requestSandboxCashAdvance(
  db: DbOrTx,
  input: { loanId: string; amountCents: number; now: Date },
): Promise<string> {
  const transactionId = `CA-${randomUUID()}`;
  await db.insert(cashAdvances).values({
    loanId: input.loanId,
    amountCents: input.amountCents,
    pendingCode: CashAdvancePendingCode.NotBatched,
    transactionId,
    status: 'pending',
    createdAt: input.now,
  });
  return transactionId;
}

/** Narrows the batching run's candidates to one loan, or one advance of it (the dev route's run for a loan now). */
export interface UnbatchedFilter {
  loanId?: string;
  transactionId?: string;
  limit?: number;
}

/** Pending advances not yet batched, oldest first (the batching run's candidates). */
export async function unbatchedCashAdvances(
  db: DbOrTx,
  { loanId, transactionId, limit = 500 }: UnbatchedFilter = {},
): Promise<{ id: number; createdAt: Date }[]> {
  return db
    .select({ id: cashAdvances.id, createdAt: cashAdvances.createdAt })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'pending'),
        eq(cashAdvances.pendingCode, CashAdvancePendingCode.NotBatched),
        loanId === undefined ? undefined : eq(cashAdvances.loanId, loanId),
        transactionId === undefined ? undefined : eq(cashAdvances.transactionId, transactionId),
      ),
    )
    .orderBy(cashAdvances.createdAt)
    .limit(limit);
}

/** The batching run: these pending advances not yet batched become batched (1000 → 1002), once; answers how many moved. */
export async function batchCashAdvances(db: DbOrTx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await db
    .update(cashAdvances)
    .set({ pendingCode: CashAdvancePendingCode.Batched })
    .where(
      and(
        inArray(cashAdvances.id, [...ids]),
        eq(cashAdvances.status, 'pending'),
        eq(cashAdvances.pendingCode, CashAdvancePendingCode.NotBatched),
      ),
    )
    .returning({ id: cashAdvances.id });
  return moved.length;
}

/**
 * The draws this system posted on a business date (reconciliation, decision 072): its cash advances made by a draw's
 * posting (`DRAW-<draw id>`), by the business date of their instant (the draw's paid instant, which the posting
 * carries). A cancelled advance is no posted draw.
 */
export async function ledgerDrawsOn(
  db: DbOrTx,
  loanSystem: LoanSystemName,
  postedOn: string,
): Promise<DrawPostingRecord[]> {
  const rows = await db
    .select({
      transactionId: cashAdvances.transactionId,
      loanId: cashAdvances.loanId,
      amountCents: cashAdvances.amountCents,
      createdAt: cashAdvances.createdAt,
    })
    .from(cashAdvances)
    .innerJoin(loans, eq(loans.id, cashAdvances.loanId))
    .where(
      and(
        eq(loans.loanSystem, loanSystem),
        eq(cashAdvances.status, 'posted'),
        like(cashAdvances.transactionId, `${DRAW_PREFIX}%`),
        sql`${businessDateOfColumn(cashAdvances.createdAt)} = ${postedOn}::date`,
      ),
    )
    .orderBy(cashAdvances.transactionId);
  return rows.map(({ transactionId, loanId, amountCents }) => ({
    drawId: transactionId.slice(DRAW_PREFIX.length),
    loanId,
    amountCents,
    postedOn,
  }));
}
