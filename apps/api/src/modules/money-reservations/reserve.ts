/**
 * Money reservations against a loan's payoff (docs/ARCHITECTURE.md "Money reservations"): a money movement
 * (today a payment; later a refinance, a draw, a referral cash-out) takes its amount from what is left of the
 * payoff ATOMICALLY — the loan row is locked, everything in flight is counted, the domain rule decides, and
 * the movement's own row (which is what counts as in flight from then on) is written in the same transaction.
 * A row lock is correct on PostgreSQL (concurrent submits wait on it) and on PGlite (one connection, its
 * transactions run one at a time).
 */
import { checkAmountAgainstRemaining, type RemainingCheck } from '@lender/domain';
import type { Database, DbOrTx } from '../../db/client';
import { createReservationsRepo } from './repo';

export type ReservationRefusal = Extract<RemainingCheck, { ok: false }>;
export type Reservation<T> = { ok: true; value: T } | ReservationRefusal;

export interface ReservationRequest {
  loanId: string;
  amountCents: number;
  /** a payment being re-checked: its own amount is not counted as in flight */
  paymentId?: string;
}

export interface ReservationSteps<T> {
  /** the movement this request already made (a repeated request): answered as is, nothing reserved again */
  existing?(tx: DbOrTx): Promise<T | undefined>;
  /** writes the movement (its in-flight row) once the amount fits */
  hold(tx: DbOrTx): Promise<T>;
}

export function createMoneyReservations(db: Pick<Database, 'transaction'>) {
  return {
    /** Reserves `amountCents` of the loan's payoff by running `hold` under the loan's lock, or refuses with the rule's code. */
    async reserve<T>(request: ReservationRequest, steps: ReservationSteps<T>): Promise<Reservation<T>> {
      return db.transaction(async (tx) => {
        const repo = createReservationsRepo(tx);
        const payoffCents = (await repo.lockPayoff(request.loanId)) ?? 0;
        const existing = await steps.existing?.(tx);
        if (existing !== undefined) return { ok: true, value: existing };
        const inFlightCents = await repo.inFlightCents(request.loanId, request.paymentId === undefined ? {} : { paymentId: request.paymentId });
        const check = checkAmountAgainstRemaining(payoffCents, inFlightCents, request.amountCents);
        if (!check.ok) return check;
        return { ok: true, value: await steps.hold(tx) };
      });
    },
    /** Checks again, under the loan's lock, that a movement already holding its amount still fits (before money moves). */
    async recheck(request: ReservationRequest & { paymentId: string }): Promise<Reservation<null>> {
      return this.reserve(request, { hold: async () => null });
    },
  };
}

export type MoneyReservations = ReturnType<typeof createMoneyReservations>;
