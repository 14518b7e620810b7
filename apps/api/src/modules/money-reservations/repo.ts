/** SQL of the money reservations: the loan row's lock and the money in flight against its payoff. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loans, payments } from '../../db/schema';

/** Payment statuses that still hold their amount: accepted, not yet posted (which lowers the payoff) nor failed. */
export const PAYMENT_IN_FLIGHT_STATUSES = ['pending', 'authorized'] as const;

export function createReservationsRepo(tx: DbOrTx) {
  return {
    /** The loan's payoff, its row locked until the transaction ends (every reservation of the loan waits here); undefined when unknown. */
    async lockPayoff(loanId: string): Promise<number | undefined> {
      const [row] = await tx.select({ payoffCents: loans.payoffCents }).from(loans).where(eq(loans.id, loanId)).for('update');
      return row?.payoffCents;
    },
    /**
     * Everything in flight against the loan's payoff, except the movement being re-checked. Each money movement
     * that takes from the payoff adds its table here (today: payments).
     */
    async inFlightCents(loanId: string, except: { paymentId?: string } = {}): Promise<number> {
      const [row] = await tx
        .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
        .from(payments)
        .where(
          and(
            eq(payments.loanId, loanId),
            inArray(payments.status, [...PAYMENT_IN_FLIGHT_STATUSES]),
            except.paymentId === undefined ? undefined : ne(payments.id, except.paymentId),
          ),
        );
      return Number(row?.cents ?? 0);
    },
  };
}
