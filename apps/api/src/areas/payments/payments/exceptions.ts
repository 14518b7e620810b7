/**
 * Authorizations that could not be posted: the payment ends failed with a message that the card was not charged,
 * an operator record is written (payment_exceptions) in the same transaction, and the authorization is voided
 * through the processor port. A void that fails is retried by the job (the record stays voided = false until
 * it goes through, which is what operators query).
 */
import type { DbOrTx } from '../../../db/client';
import type { PaymentExceptionReason } from '../../../db/schema';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';
import { createPaymentExceptionsRepo } from './exceptions-repo';

/** Voids the payment's recorded authorization if it is not voided yet (a processor fault is thrown: the job retries). */
export async function voidRecorded(
  db: DbOrTx,
  processor: Pick<CardProcessorPort, 'voidAuthorization'>,
  paymentId: string,
  now: Date,
): Promise<void> {
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
  const recorded = await db.transaction(async (tx) =>
    createPaymentExceptionsRepo(tx).record(input, now),
  );
  if (recorded) {
    onRecorded();
    await voidRecorded(db, processor, input.paymentId, now);
  }
  return recorded;
}
