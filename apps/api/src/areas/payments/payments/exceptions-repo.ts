/** SQL of payment exceptions (payment_exceptions): the operator records of authorizations that could not be posted, and their voids. */
import { and, eq, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { paymentExceptions, payments, type PaymentExceptionReason } from '../../../db/schema';

export const VOIDED_MESSAGE =
  'The payment could not be applied to the loan, so it was cancelled: your card was not charged, and any hold on it will be released.';

export function createPaymentExceptionsRepo(db: DbOrTx) {
  return {
    /**
     * In the caller's transaction: the payment failed (keeping its authorization) and the operator record, once per
     * payment. A payment an overlapping run posted is left alone (false: its authorization is applied, nothing to
     * void) — unless `claimedPosting` says the posting is this transaction's own, being undone.
     */
    async record(
      input: { paymentId: string; reason: PaymentExceptionReason; authorizationId: string },
      now: Date,
      options: { claimedPosting?: boolean; error?: string } = {},
    ): Promise<boolean> {
      const failed = await db
        .update(payments)
        .set({
          status: 'failed',
          error: options.error ?? VOIDED_MESSAGE,
          authorizationId: input.authorizationId,
          confirmationNumber: null,
          updatedAt: now,
          completedAt: now,
        })
        .where(
          and(
            eq(payments.id, input.paymentId),
            options.claimedPosting ? eq(payments.status, 'posted') : ne(payments.status, 'posted'),
          ),
        )
        .returning({ id: payments.id });
      if (failed.length === 0) return false;
      await db
        .insert(paymentExceptions)
        .values({ ...input, createdAt: now })
        .onConflictDoNothing({ target: paymentExceptions.paymentId });
      return true;
    },
    /**
     * In the caller's transaction: the operator record of a posted payment's authorization to give back (a renewal
     * voided by POST /cancelrefinance); the payment stays posted. False when the payment has a record already.
     */
    async recordRefund(
      input: { paymentId: string; reason: PaymentExceptionReason; authorizationId: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(paymentExceptions)
        .values({ ...input, createdAt: now })
        .onConflictDoNothing({ target: paymentExceptions.paymentId })
        .returning({ id: paymentExceptions.id });
      return rows.length > 0;
    },
    async unvoided(paymentId: string) {
      const [row] = await db
        .select()
        .from(paymentExceptions)
        .where(
          and(eq(paymentExceptions.paymentId, paymentId), eq(paymentExceptions.voided, false)),
        );
      return row;
    },
    async markVoided(id: string, voidedAt: Date): Promise<void> {
      await db
        .update(paymentExceptions)
        .set({ voided: true, voidedAt })
        .where(eq(paymentExceptions.id, id));
    },
    /** Cancelled renewals' records still unvoided, written before `before` (the refinanceVoid job's recovery): at most 100. */
    async unvoidedRefinanceCancels(before: Date) {
      return db
        .select({ paymentId: paymentExceptions.paymentId })
        .from(paymentExceptions)
        .where(
          and(
            eq(paymentExceptions.reason, 'refinanceCancelled'),
            eq(paymentExceptions.voided, false),
            lt(paymentExceptions.createdAt, before),
          ),
        )
        .limit(100);
    },
  };
}

export type PaymentExceptionsRepo = ReturnType<typeof createPaymentExceptionsRepo>;
