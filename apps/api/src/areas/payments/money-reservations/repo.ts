/** SQL of the money reservations: the loan row's lock and the money in flight against its payoff. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payoffColumns, payoffOfRow } from '../../../db/loan-payoff';
import { loans, payments } from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';

/** Payment statuses that still hold their amount: accepted, not yet posted (which lowers the payoff) nor failed. */
export const PAYMENT_IN_FLIGHT_STATUSES = ['pending', 'authorized'] as const;

const inFlightStatuses = sql.join(
  PAYMENT_IN_FLIGHT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A loan's payoff and everything in flight against it except one movement, read in ONE statement (one
 * snapshot), without a lock: the recheck of a movement that already holds its amount (reserve.ts).
 */
const payoffAndOthersInFlight = perDatabase((db: DbOrTx) =>
  db
    .select({
      ...payoffColumns,
      inFlightCents: sql<string>`(select coalesce(sum(${payments.amountCents}), 0) from ${payments} where ${payments.loanId} = ${loans.id} and ${payments.status} in (${inFlightStatuses}) and ${payments.id} <> ${sql.placeholder('paymentId')})`,
    })
    .from(loans)
    .where(eq(loans.id, sql.placeholder('loanId')))
    .prepare('money_reservations_payoff_and_others_in_flight'),
);

/** `today` ('YYYY-MM-DD'): the date the payoff is computed for (decision 050). */
export async function readPayoffAndOthersInFlight(
  db: DbOrTx,
  loanId: string,
  paymentId: string,
  today: string,
): Promise<{ payoffCents: number; inFlightCents: number }> {
  const [row] = await payoffAndOthersInFlight(db).execute({ loanId, paymentId });
  return {
    payoffCents: row ? payoffOfRow(row, today) : 0,
    inFlightCents: Number(row?.inFlightCents ?? 0),
  };
}

/**
 * The lock order of money movements: a loan's row before its movements' rows. A reservation locks the loan, then
 * writes its movement (whose unique index may wait on a posting that is updating a movement of that loan); so a
 * posting takes the loan's row first too, before it touches its movement — else the two wait on each other (a
 * deadlock PostgreSQL breaks with an error: a 500 on a double submit).
 */
export async function lockLoanRow(tx: DbOrTx, loanId: string): Promise<void> {
  await statements(tx).lockPayoff.execute({ loanId });
}

/** The reservation's statements, prepared once per connection (lib/prepared.ts). */
const statements = perDatabase((db: DbOrTx) =>
  lazily({
    lockPayoff: () =>
      db
        .select(payoffColumns)
        .from(loans)
        .where(eq(loans.id, sql.placeholder('loanId')))
        .for('update')
        .prepare('money_reservations_lock_payoff'),
    inFlight: () =>
      db
        .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
        .from(payments)
        .where(
          sql`${payments.loanId} = ${sql.placeholder('loanId')} and ${payments.status} in (${inFlightStatuses}) and ${payments.id} is distinct from ${sql.placeholder('exceptPaymentId')}`,
        )
        .prepare('money_reservations_in_flight'),
  }),
);

export function createReservationsRepo(tx: DbOrTx) {
  return {
    /**
     * The loan's payoff on `today` (decision 050), its row locked until the transaction ends (every reservation of the
     * loan waits here); undefined when unknown.
     */
    async lockPayoff(loanId: string, today: string): Promise<number | undefined> {
      const [row] = await statements(tx).lockPayoff.execute({ loanId });
      return row ? payoffOfRow(row, today) : undefined;
    },
    /**
     * Everything in flight against the loan's payoff, except the movement being re-checked. Each money movement
     * that takes from the payoff adds its table here (today: payments).
     */
    async inFlightCents(loanId: string, except: { paymentId?: string } = {}): Promise<number> {
      const [row] = await statements(tx).inFlight.execute({
        loanId,
        exceptPaymentId: except.paymentId ?? null,
      });
      return Number(row?.cents ?? 0);
    },
  };
}
