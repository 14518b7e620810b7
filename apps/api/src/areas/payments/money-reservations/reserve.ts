/**
 * Money reservations against a loan's payoff (docs/ARCHITECTURE.md "Money reservations"): a money movement
 * (today a payment; later a refinance, a draw, a referral cash-out) takes its amount from what is left of the
 * payoff ATOMICALLY — the loan's lock is taken, everything in flight is counted, the domain rule decides, and
 * the movement's own row (which is what counts as in flight from then on) is written in the same transaction.
 * A repeated request gets its first movement back: from `hold` (an insert-once) when the amount fits, else from
 * `existing` (its first making may be what fills the payoff now).
 *
 * The payoff is the loan system's (decision 068): asked through the port, outside the app's transaction, so a
 * reservation never holds a connection of the app's database across a call to another system. What makes that safe
 * is the order of the reads. A posting lowers the payoff in the loan system first, then moves its payment out of
 * flight in the app, under the loan's lock. So the movements in flight are read BEFORE the payoff is asked: a payment
 * posted in between is then counted twice (in flight, and in the lower payoff), which can only refuse, never let
 * through more than the payoff. The reservation counts what was in flight at that first read together with what is in
 * flight under the lock.
 * A lock of the app's own (db/loan-lock.ts) is correct on PostgreSQL (concurrent submits wait on it) and on PGlite
 * (one connection, its transactions run one at a time).
 */
import { checkAmountAgainstRemaining, payoffOn, type RemainingCheck } from '@lender/domain';
import type { Database, DbOrTx } from '../../../db/client';
import { businessDateOf } from '../../../db/loan-payoff';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { lockLoan } from '../../../db/loan-lock';
import { inFlightCents } from '../../../lib/money-in-flight';
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
  /**
   * The movement this request already made (a repeated request), asked only when the amount does not fit (its
   * first making may be what fills the payoff now): answered as is instead of the refusal.
   */
  existing?(tx: DbOrTx): Promise<T | undefined>;
  /** writes the movement (its in-flight row) once the amount fits; a repeated request must get its first movement back */
  hold(tx: DbOrTx): Promise<T>;
}

const exceptOf = (request: ReservationRequest) =>
  request.paymentId === undefined ? {} : { paymentId: request.paymentId };

/**
 * `loans`: the loan systems, whose payoff a movement is checked against; `clock`: that payoff is the payoff on the
 * movement's business date (decision 050).
 */
export function createMoneyReservations(
  db: Database,
  loans: Pick<LoanSystemRegistry, 'findLoan'>,
  clock: Clock,
) {
  const today = () => businessDateOf(clock());
  const reads = createReservationsRepo(db);
  /** the loan system's payoff of the loan today; 0 when no loan system has it */
  const payoffOf = (loan: LoanRecord | null): number =>
    loan ? payoffOn(loan.accrual, today()) : 0;
  return {
    /** Reserves `amountCents` of the loan's payoff by running `hold` under the loan's lock, or refuses with the rule's code. */
    async reserve<T>(
      request: ReservationRequest,
      steps: ReservationSteps<T>,
    ): Promise<Reservation<T>> {
      const except = exceptOf(request);
      // in flight, then the payoff: the order that makes the reads safe (module comment)
      const before = await reads.inFlight(request.loanId, except);
      const payoffCents = payoffOf(await loans.findLoan(request.loanId));
      return db.transaction(async (tx) => {
        await lockLoan(tx, request.loanId);
        const now = await createReservationsRepo(tx).inFlight(request.loanId, except);
        const check = checkAmountAgainstRemaining(
          payoffCents,
          inFlightCents(before, now),
          request.amountCents,
        );
        if (check.ok) return { ok: true, value: await steps.hold(tx) };
        // off the common path: a repeat is looked up only when it would be refused (one round trip fewer under the lock)
        const existing = await steps.existing?.(tx);
        return existing === undefined ? check : { ok: true, value: existing };
      });
    },
    /**
     * Checks again that a movement already holding its amount still fits (before money moves): whether the
     * payoff fell meanwhile (a posting elsewhere). No lock is needed: every reservation made since this one
     * counted it as in flight, and the others in flight are read before the payoff is asked (module comment).
     * Answers with the loan as the loan system gave it (null: none has it), read after the money in flight, so the
     * caller's other checks of the loan need not ask again.
     */
    async recheck(
      request: ReservationRequest & { paymentId: string },
    ): Promise<Reservation<null> & { loan: LoanRecord | null }> {
      const others = await reads.inFlight(request.loanId, exceptOf(request));
      const loan = await loans.findLoan(request.loanId);
      const check = checkAmountAgainstRemaining(
        payoffOf(loan),
        inFlightCents(others),
        request.amountCents,
      );
      return check.ok ? { ok: true, value: null, loan } : { ...check, loan };
    },
  };
}

export type MoneyReservations = ReturnType<typeof createMoneyReservations>;
