/**
 * SQL of settlements (spec §3 Settlement status): the offer's row (its envelope, docSigned, paymentMade) and what
 * the payments table says of the loan's payments toward the settlement — its type-5 payments, which a payment made
 * while the agreement is signed is recorded as (decision 045): posted ones are what was paid toward the agreed sum,
 * failed ones count against the retries, those in flight hold part of what is left.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { PaymentType } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { payments, settlements } from '../../../db/schema';

export type SettlementRow = typeof settlements.$inferSelect;

/**
 * The app's side of the loan's signed settlement: which offer, whether it is settled, and the loan's payments toward
 * it (the agreed sum and the loan's payoff are the loan systems', account.ts).
 */
export interface SignedSettlementRow {
  offerId: number;
  paymentMadeAt: Date | null;
  /** posted toward the agreed sum */
  paidCents: number;
  /** toward the agreed sum, not yet posted */
  inFlightCents: number;
  failedPayments: number;
}

/** Sums of the loan's type-5 payments in `statuses`, except one payment (itself, when it is being checked again or posted). */
const towardSettlement = (
  statuses: readonly string[],
  what: 'sum' | 'count',
  exceptPaymentId: string | null,
) => {
  const measure = what === 'sum' ? sql`coalesce(sum(${payments.amountCents}), 0)` : sql`count(*)`;
  return sql<string>`(select ${measure} from ${payments} where ${payments.loanId} = ${settlements.loanId} and ${payments.paymentType} = ${PaymentType.Settlement}
    and ${payments.status} in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )}) and ${payments.id} is distinct from ${exceptPaymentId}::uuid)`;
};

export function createSettlementsRepo(db: DbOrTx) {
  return {
    async ofOffer(offerId: number): Promise<SettlementRow | undefined> {
      const [row] = await db.select().from(settlements).where(eq(settlements.offerId, offerId));
      return row;
    },

    /** The envelope now carrying the agreement (a new one after a decline or an expiry). */
    async setEnvelope(offerId: number, loanId: string, envelopeId: string): Promise<void> {
      await db
        .insert(settlements)
        .values({ offerId, loanId, envelopeId })
        .onConflictDoUpdate({ target: settlements.offerId, set: { envelopeId } });
    },

    /** docSigned, once: the first signed envelope's time stays. */
    async markSigned(offerId: number, now: Date): Promise<void> {
      await db
        .update(settlements)
        .set({ docSignedAt: now })
        .where(and(eq(settlements.offerId, offerId), isNull(settlements.docSignedAt)));
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

    /**
     * The loan's newest settlement whose agreement is signed, with its payments, in one statement; undefined when no
     * agreement of the loan is signed. `exceptPaymentId`: the payment being checked again or posted is counted neither
     * as paid nor as in flight.
     */
    async signedOf(
      loanId: string,
      exceptPaymentId: string | null = null,
    ): Promise<SignedSettlementRow | undefined> {
      const [row] = await db
        .select({
          offerId: settlements.offerId,
          paymentMadeAt: settlements.paymentMadeAt,
          paidCents: towardSettlement(['posted'], 'sum', exceptPaymentId),
          inFlightCents: towardSettlement(['pending', 'authorized'], 'sum', exceptPaymentId),
          failedPayments: towardSettlement(['failed'], 'count', exceptPaymentId),
        })
        .from(settlements)
        .where(and(eq(settlements.loanId, loanId), isNotNull(settlements.docSignedAt)))
        .orderBy(desc(settlements.docSignedAt))
        .limit(1);
      if (!row) return undefined;
      return {
        offerId: row.offerId,
        paymentMadeAt: row.paymentMadeAt,
        paidCents: Number(row.paidCents),
        inFlightCents: Number(row.inFlightCents),
        failedPayments: Number(row.failedPayments),
      };
    },
  };
}

export type SettlementsRepo = ReturnType<typeof createSettlementsRepo>;
