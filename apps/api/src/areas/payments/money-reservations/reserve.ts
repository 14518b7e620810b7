/**
 * Money reservations against a loan's payoff (docs/ARCHITECTURE.md "Money reservations"): a money movement
 * (today a payment; later a refinance, a draw, a referral cash-out) takes its amount from what is left of the
 * payoff ATOMICALLY — the loan row is locked, everything in flight is counted, the domain rule decides, and
 * the movement's own row (which is what counts as in flight from then on) is written in the same transaction.
 * A repeated request gets its first movement back: from `hold` (an insert-once) when the amount fits, else from
 * `existing` (its first making may be what fills the payoff now).
 * A row lock is correct on PostgreSQL (concurrent submits wait on it) and on PGlite (one connection, its
 * transactions run one at a time).
 */
import { checkAmountAgainstRemaining, type RemainingCheck } from '@lender/domain';
import type { Database, DbOrTx } from '../../../db/client';
import { businessDateOf } from '../../../db/loan-payoff';
import type { Clock } from '../../../lib/clock';
import { createReservationsRepo, readPayoffAndOthersInFlight } from './repo';

export type ReservationRefusal = Extract<RemainingCheck, { ok: false }>;
export type Reservation<T> = { ok: true; value: T } | ReservationRefusal;

export interface ReservationRequest {
  loanId: string;
  amountCents: number;
  /** a payment being re-checked: its own amount is not counted as in flight */
  paymentId?: string;
}

export interface ReservationSteps<T> {
  /**
   * The movement this request already made (a repeated request), asked only when the amount does not fit (its
   * first making may be what fills the payoff now): answered as is instead of the refusal.
   */
  existing?(tx: DbOrTx): Promise<T | undefined>;
  /** writes the movement (its in-flight row) once the amount fits; a repeated request must get its first movement back */
  hold(tx: DbOrTx): Promise<T>;
}

/** `clock`: the payoff a movement is checked against is the payoff on its business date (decision 050). */
export function createMoneyReservations(db: Database, clock: Clock) {
  const today = () => businessDateOf(clock());
  return {
    /** Reserves `amountCents` of the loan's payoff by running `hold` under the loan's lock, or refuses with the rule's code. */
    async reserve<T>(
      request: ReservationRequest,
      steps: ReservationSteps<T>,
    ): Promise<Reservation<T>> {
      return db.transaction(async (tx) => {
        const repo = createReservationsRepo(tx);
        const payoffCents = (await repo.lockPayoff(request.loanId, today())) ?? 0;
        const inFlightCents = await repo.inFlightCents(
          request.loanId,
          request.paymentId === undefined ? {} : { paymentId: request.paymentId },
        );
        const check = checkAmountAgainstRemaining(payoffCents, inFlightCents, request.amountCents);
        if (check.ok) return { ok: true, value: await steps.hold(tx) };
        // off the common path: a repeat is looked up only when it would be refused (one round trip fewer under the lock)
        const existing = await steps.existing?.(tx);
        return existing === undefined ? check : { ok: true, value: existing };
      });
    },
    /**
     * Checks again that a movement already holding its amount still fits (before money moves): whether the
     * payoff fell meanwhile (a posting elsewhere). No lock is needed: every reservation made since this one
     * counted it as in flight, and one statement reads the payoff and the others in flight from one snapshot
     * (a posting lowers the payoff and leaves the in-flight statuses in one transaction). One round trip
     * instead of a transaction's four — docs/decisions/006-prepared-statements-per-connection.md.
     */
    async recheck(request: ReservationRequest & { paymentId: string }): Promise<Reservation<null>> {
      const { payoffCents, inFlightCents } = await readPayoffAndOthersInFlight(
        db,
        request.loanId,
        request.paymentId,
        today(),
      );
      const check = checkAmountAgainstRemaining(payoffCents, inFlightCents, request.amountCents);
      return check.ok ? { ok: true, value: null } : check;
    },
  };
}

export type MoneyReservations = ReturnType<typeof createMoneyReservations>;
