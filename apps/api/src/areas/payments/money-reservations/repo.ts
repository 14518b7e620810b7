/** SQL of the money reservations: the money in flight against a loan's payoff (its lock: db/loan-lock.ts). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { InFlight } from '../../../lib/money-in-flight';
import { lazily, perDatabase } from '../../../lib/prepared';

/** Payment statuses that still hold their amount: accepted, not yet posted (which lowers the payoff) nor failed. */
export const PAYMENT_IN_FLIGHT_STATUSES = ['pending', 'authorized'] as const;

const inFlightStatuses = sql.join(
  PAYMENT_IN_FLIGHT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The reservation's statements, prepared once per connection (lib/prepared.ts). */
const statements = perDatabase((db: DbOrTx) =>
  lazily({
    inFlight: () =>
      db
        .select({ id: payments.id, amountCents: payments.amountCents })
        .from(payments)
        .where(
          sql`${payments.loanId} = ${sql.placeholder('loanId')} and ${payments.status} in (${inFlightStatuses}) and ${payments.id} is distinct from ${sql.placeholder('exceptPaymentId')}`,
        )
        .prepare('money_reservations_in_flight'),
  }),
);

export function createReservationsRepo(db: DbOrTx) {
  return {
    /**
     * What is in flight against the loan's payoff, except the movement being re-checked. Each money movement that
     * takes from the payoff adds its table here (today: payments).
     */
    async inFlight(loanId: string, except: { paymentId?: string } = {}): Promise<InFlight[]> {
      return statements(db).inFlight.execute({
        loanId,
        exceptPaymentId: except.paymentId ?? null,
      });
    },
  };
}
