/**
 * SQL of settlements (spec §3 Settlement status): the offer's row (its envelope, docSigned, paymentMade) and what
 * the payments table says of the loan's settlement payments (failed ones count against the retries; one in flight
 * or posted forbids another).
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { PaymentType } from '@lender/domain';
import type { DbOrTx } from '../../db/client';
import { payments, settlements } from '../../db/schema';

export type SettlementRow = typeof settlements.$inferSelect;

export function createSettlementsRepo(db: DbOrTx) {
  const settlementPayments = (loanId: string) => and(eq(payments.loanId, loanId), eq(payments.paymentType, PaymentType.Settlement));
  return {
    async ofOffer(offerId: number): Promise<SettlementRow | undefined> {
      const [row] = await db.select().from(settlements).where(eq(settlements.offerId, offerId));
      return row;
    },

    /** The envelope now carrying the agreement (a new one after a decline or an expiry). */
    async setEnvelope(offerId: number, loanId: string, envelopeId: string): Promise<void> {
      await db.insert(settlements).values({ offerId, loanId, envelopeId }).onConflictDoUpdate({ target: settlements.offerId, set: { envelopeId } });
    },

    /** docSigned, once: the first signed envelope's time stays. */
    async markSigned(offerId: number, now: Date): Promise<void> {
      await db.update(settlements).set({ docSignedAt: now }).where(and(eq(settlements.offerId, offerId), isNull(settlements.docSignedAt)));
    },

    /** paymentMade, once, in the posting's transaction. */
    async markPaid(loanId: string, paymentId: string, now: Date): Promise<boolean> {
      const moved = await db
        .update(settlements)
        .set({ paymentId, paymentMadeAt: now })
        .where(and(eq(settlements.loanId, loanId), isNull(settlements.paymentMadeAt)))
        .returning({ offerId: settlements.offerId });
      return moved.length > 0;
    },

    async failedPayments(loanId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(payments).where(and(settlementPayments(loanId), eq(payments.status, 'failed')));
      return row?.n ?? 0;
    },

    /** Whether a settlement payment of the loan is being processed or has posted (another would pay twice). */
    async paymentInFlight(loanId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(settlementPayments(loanId), inArray(payments.status, ['pending', 'authorized', 'posted'])));
      return (row?.n ?? 0) > 0;
    },
  };
}

export type SettlementsRepo = ReturnType<typeof createSettlementsRepo>;
