/** A payments row of the app's for a ledger posting to name (loan_payments.payment_id references it in one database). */
import type { DbOrTx } from '../db/client';
import { payments } from '../db/schema';
import { profileIdOf } from '../db/seed';

/** a card payment by P1 (Ana Rivera), keyed `key`, of `amountCents` on the loan */
export async function insertPaymentRow(
  db: DbOrTx,
  { loanId, amountCents, key }: { loanId: string; amountCents: number; key: string },
) {
  const [row] = await db
    .insert(payments)
    .values({
      messageKey: `m-${key}`,
      idempotencyKey: key,
      profileId: profileIdOf('P1'),
      payerRole: 'borrower',
      loanId,
      amountCents,
      paymentType: 2,
      processorToken: 'tok',
      cardLast4: '1111',
      cardType: 'visa',
      cardholderName: 'Ana Rivera',
    })
    .returning();
  return row!;
}
