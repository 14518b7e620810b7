/**
 * Authorizations that could not be posted: the payment ends failed with a message that the card was not charged,
 * an operator record is written (payment_exceptions) in the same transaction, and the authorization is voided
 * through the processor port. A void that fails is retried by the job (the record stays voided = false until
 * it goes through, which is what operators query).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { paymentExceptions, payments, type PaymentExceptionReason } from '../../../db/schema';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';

export const VOIDED_MESSAGE = 'The payment could not be applied to the loan, so it was cancelled: your card was not charged, and any hold on it will be released.';

export function createPaymentExceptionsRepo(db: DbOrTx) {
  return {
    /**
     * In the caller's transaction: the payment failed (keeping its authorization) and the operator record, once per
     * payment. A payment an overlapping run posted is left alone (false: its authorization is applied, nothing to
     * void) — unless `claimedPosting` says the posting is this transaction's own, being undone.
     */
    async record(input: { paymentId: string; reason: PaymentExceptionReason; authorizationId: string }, now: Date, options: { claimedPosting?: boolean; error?: string } = {}): Promise<boolean> {
      const failed = await db
        .update(payments)
        .set({ status: 'failed', error: options.error ?? VOIDED_MESSAGE, authorizationId: input.authorizationId, confirmationNumber: null, updatedAt: now, completedAt: now })
        .where(and(eq(payments.id, input.paymentId), options.claimedPosting ? eq(payments.status, 'posted') : ne(payments.status, 'posted')))
        .returning({ id: payments.id });
      if (failed.length === 0) return false;
      await db.insert(paymentExceptions).values({ ...input, createdAt: now }).onConflictDoNothing({ target: paymentExceptions.paymentId });
      return true;
    },
    /**
     * In the caller's transaction: the operator record of a posted payment's authorization to give back (a renewal
     * voided by POST /cancelrefinance); the payment stays posted. False when the payment has a record already.
     */
    async recordRefund(input: { paymentId: string; reason: PaymentExceptionReason; authorizationId: string }, now: Date): Promise<boolean> {
      const rows = await db.insert(paymentExceptions).values({ ...input, createdAt: now }).onConflictDoNothing({ target: paymentExceptions.paymentId }).returning({ id: paymentExceptions.id });
      return rows.length > 0;
    },
    async unvoided(paymentId: string) {
      const [row] = await db
        .select()
        .from(paymentExceptions)
        .where(and(eq(paymentExceptions.paymentId, paymentId), eq(paymentExceptions.voided, false)));
      return row;
    },
    async markVoided(id: string, voidedAt: Date): Promise<void> {
      await db.update(paymentExceptions).set({ voided: true, voidedAt }).where(eq(paymentExceptions.id, id));
    },
  };
}

/** Voids the payment's recorded authorization if it is not voided yet (a processor fault is thrown: the job retries). */
export async function voidRecorded(db: DbOrTx, processor: Pick<CardProcessorPort, 'voidAuthorization'>, paymentId: string, now: Date): Promise<void> {
  const repo = createPaymentExceptionsRepo(db);
  const open = await repo.unvoided(paymentId);
  if (!open) return;
  const result = await processor.voidAuthorization({ authorizationId: open.authorizationId, now });
  await repo.markVoided(open.id, result.status === 'voided' ? result.voidedAt : now);
}

/**
 * Records the exception and voids its authorization (the void's fault is thrown after the record is safe). Answers
 * whether this call failed the payment (false: an overlapping run had posted it).
 */
export async function failAndVoid(
  db: DbOrTx,
  processor: Pick<CardProcessorPort, 'voidAuthorization'>,
  input: { paymentId: string; reason: PaymentExceptionReason; authorizationId: string },
  now: Date,
  onRecorded: () => void = () => undefined,
): Promise<boolean> {
  const recorded = await db.transaction(async (tx) => createPaymentExceptionsRepo(tx).record(input, now));
  if (recorded) {
    onRecorded();
    await voidRecorded(db, processor, input.paymentId, now);
  }
  return recorded;
}
