/**
 * SQL of refinances (renewals, decision 026) and of loan auto-pay enrolments. A refinance row is written with its
 * payment in the reservation's transaction (pending), moved to posted with the posting or failed with its payment,
 * and cancelled by POST /cancelrefinance. At most one pending per old loan (partial unique index).
 */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { loanAutoPay, payments, refinances, type LoanSnapshot } from '../../../db/schema';
import { PAYMENT_IN_FLIGHT_STATUSES } from '../money-reservations/repo';

export type RefinanceRow = typeof refinances.$inferSelect;
export type NewRefinance = Pick<
  typeof refinances.$inferInsert,
  | 'paymentId'
  | 'oldLoanId'
  | 'amountCents'
  | 'disclosureEnvelopeId'
  | 'ancillaryProductIds'
  | 'autoPayCardId'
  | 'cashOutCents'
  | 'cashOutCardId'
  | 'cashOutStatus'
>;

export function createRefinancesRepo(db: DbOrTx) {
  return {
    /**
     * Under the old loan's lock (the reservation's): whether a refinance of it is still in flight. A pending row whose
     * payment failed meanwhile is moved to failed first (the payment's failure paths do not know refinances).
     */
    async inProgress(oldLoanId: string, now: Date): Promise<boolean> {
      const [pending] = await db
        .select({ id: refinances.id, paymentStatus: payments.status })
        .from(refinances)
        .innerJoin(payments, eq(payments.id, refinances.paymentId))
        .where(and(eq(refinances.oldLoanId, oldLoanId), eq(refinances.status, 'pending')));
      if (!pending) return false;
      if (pending.paymentStatus !== 'failed') return true;
      await db
        .update(refinances)
        .set({ status: 'failed', updatedAt: now })
        .where(eq(refinances.id, pending.id));
      return false;
    },
    /** Whether a signed disclosure already paid for a refinance (one envelope, one refinance). */
    async envelopeUsed(disclosureEnvelopeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refinances.id })
        .from(refinances)
        .where(eq(refinances.disclosureEnvelopeId, disclosureEnvelopeId));
      return row !== undefined;
    },
    async insert(values: NewRefinance, now: Date): Promise<void> {
      await db.insert(refinances).values({ ...values, createdAt: now, updatedAt: now });
    },
    async byPaymentId(paymentId: string): Promise<RefinanceRow | undefined> {
      const [row] = await db.select().from(refinances).where(eq(refinances.paymentId, paymentId));
      return row;
    },
    /** The renewal that made a new loan, with its payment. */
    async byNewLoanId(newLoanId: string) {
      const [row] = await db
        .select({ refinance: refinances, payment: payments })
        .from(refinances)
        .innerJoin(payments, eq(payments.id, refinances.paymentId))
        .where(eq(refinances.newLoanId, newLoanId));
      return row;
    },
    /** In the posting's transaction: the refinance posted, with the old loan's snapshot and its new loan (and the payment's newLoanId). */
    async markPosted(
      paymentId: string,
      input: { newLoanId: string; oldLoanSnapshot: LoanSnapshot; postedOn: string },
      now: Date,
    ): Promise<void> {
      await db
        .update(refinances)
        .set({ status: 'posted', ...input, updatedAt: now })
        .where(eq(refinances.paymentId, paymentId));
      await db
        .update(payments)
        .set({ newLoanId: input.newLoanId, updatedAt: now })
        .where(eq(payments.id, paymentId));
    },
    async markFailed(paymentId: string, now: Date): Promise<void> {
      await db
        .update(refinances)
        .set({ status: 'failed', updatedAt: now })
        .where(and(eq(refinances.paymentId, paymentId), eq(refinances.status, 'pending')));
    },
    /** In the cancel's transaction: cancelled once (false: it was not posted any more). */
    /**
     * The cancel's first step (decision 068): recorded with the void's instant and the cash out owed again, before the
     * loan system is asked; the row as recorded, or null when it is no longer posted.
     */
    async markVoidAsked(
      id: string,
      cancel: { cashOutOwedCents: number; cancelReason: string | null },
      now: Date,
    ): Promise<RefinanceRow | null> {
      const [row] = await db
        .update(refinances)
        .set({
          voidAskedAt: now,
          voidCashOutOwedCents: cancel.cashOutOwedCents,
          cancelReason: cancel.cancelReason,
          updatedAt: now,
        })
        .where(and(eq(refinances.id, id), eq(refinances.status, 'posted')))
        .returning();
      return row ?? null;
    },
    /** Cancels asked and not applied since before `before` (the refinanceVoid job's recovery): their payment ids. */
    async voidAskedBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ paymentId: refinances.paymentId })
        .from(refinances)
        .where(and(eq(refinances.status, 'posted'), lt(refinances.voidAskedAt, before)))
        .orderBy(asc(refinances.voidAskedAt))
        .limit(limit);
      return rows.map((row) => row.paymentId);
    },
    async markCancelled(id: string, cancelReason: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(refinances)
        .set({ status: 'cancelled', cancelledAt: now, cancelReason, updatedAt: now })
        .where(and(eq(refinances.id, id), eq(refinances.status, 'posted')))
        .returning({ id: refinances.id });
      return rows.length > 0;
    },
    async markRefunded(paymentId: string, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ refundedAt: now, updatedAt: now })
        .where(eq(payments.id, paymentId));
    },
    /** Whether a payment on the loan is in flight (a renewal's new loan with one cannot be cancelled). */
    async paymentInFlightOn(loanId: string): Promise<boolean> {
      const [inFlight] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.loanId, loanId),
            inArray(payments.status, [...PAYMENT_IN_FLIGHT_STATUSES]),
          ),
        )
        .limit(1);
      return inFlight !== undefined;
    },
  };
}

export type RefinancesRepo = ReturnType<typeof createRefinancesRepo>;

/**
 * Enrols a loan in auto-pay with a card (loan_auto_pay, one row per loan): the renewal's new loan when the borrower
 * asked for it (in the posting's transaction); PUT /autoPay uses it too.
 */
export async function enrolAutoPay(
  tx: DbOrTx,
  input: { loanId: string; profileId: string; cardId: string },
  now: Date,
): Promise<void> {
  const values = {
    profileId: input.profileId,
    cardId: input.cardId,
    enrolled: true,
    updatedAt: now,
  };
  await tx
    .insert(loanAutoPay)
    .values({ loanId: input.loanId, ...values })
    .onConflictDoUpdate({ target: loanAutoPay.loanId, set: values });
}

/** Leaves auto-pay (the row stays, enrolled false): a voided renewal's new loan. */
export async function removeAutoPay(tx: DbOrTx, loanId: string, now: Date): Promise<void> {
  await tx
    .update(loanAutoPay)
    .set({ enrolled: false, updatedAt: now })
    .where(eq(loanAutoPay.loanId, loanId));
}

/** Whether the loan is enrolled in auto-pay. */
export async function autoPayEnrolled(db: DbOrTx, loanId: string): Promise<boolean> {
  const [row] = await db
    .select({ enrolled: loanAutoPay.enrolled })
    .from(loanAutoPay)
    .where(eq(loanAutoPay.loanId, loanId));
  return row?.enrolled ?? false;
}
