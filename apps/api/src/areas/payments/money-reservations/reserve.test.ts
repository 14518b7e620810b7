/**
 * The reservation against the loan system's payoff (decision 068): the payoff asked through the port, never the app's
 * copy of the loan, and a posting that lands between the reads counted rather than let through. The loan system here is
 * the ledger adapter over the test database with its answer changed, as a loan-systems service over HTTP would answer
 * while the app's copy of the loan stays as seeded.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoffOn } from '@lender/domain';
import type { DatabaseHandle } from '../../../db/client';
import { businessDateOf } from '../../../db/loan-payoff';
import { payments } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { createTestDatabase } from '../../../db/test-db';
import type { LoanRecord } from '../../../integrations/loan-systems';
import { testLoanSystems } from '../../../testing/loan-systems';
import { insertPaymentRow } from '../../../testing/payment-rows';
import { createMoneyReservations } from './reserve';

const A1 = loanIdOf('A1');
const NOW = new Date();
const clock = () => NOW;
const today = businessDateOf(NOW);

let database: DatabaseHandle;
/** A1 as the ledger answers it, before any test moves it */
let seeded: LoanRecord;

beforeAll(async () => {
  database = await createTestDatabase();
  seeded = (await testLoanSystems(database.db, clock).findLoan(A1))!;
});
afterAll(() => database?.close());

const payoffOf = (loan: LoanRecord) => payoffOn(loan.accrual, today);
/** the loan system's A1 with `cents` less principal than the app's copy of it */
const paidDownBy = (cents: number): LoanRecord => ({
  ...seeded,
  accrual: { ...seeded.accrual, principalCents: seeded.accrual.principalCents - cents },
});
const hold = { hold: async () => 'held' as const };

describe('the payoff a reservation is checked against', () => {
  it("is the loan system's: $10.00 paid there and not in the app's copy of the loan leaves $10.00 less", async () => {
    const inLoanSystem = paidDownBy(1_000);
    const reservations = createMoneyReservations(
      database.db,
      { findLoan: async () => inLoanSystem },
      clock,
    );
    const payoff = payoffOf(inLoanSystem);
    expect(payoff).toBeLessThan(payoffOf(seeded));
    expect(await reservations.reserve({ loanId: A1, amountCents: payoff + 1 }, hold)).toMatchObject(
      { ok: false, code: 'abovePayoff', params: { payoffCents: payoff } },
    );
    expect(await reservations.reserve({ loanId: A1, amountCents: payoff }, hold)).toEqual({
      ok: true,
      value: 'held',
    });
  });

  it('counts a payment posted between its reads: in flight at the first, in the payoff at the second', async () => {
    // $6.00 in flight; the loan system answers the payoff and, just after, that payment's posting lands (lowering the
    // payoff there and moving it out of flight here): what is left is the payoff less $6.00 either way
    const inFlight = await insertPaymentRow(database.db, {
      loanId: A1,
      amountCents: 600,
      key: 'reserve-test-in-flight',
    });
    const postedAfterAnswer = async () => {
      await database.db
        .update(payments)
        .set({ status: 'posted' })
        .where(eq(payments.id, inFlight.id));
      return seeded;
    };
    const left = payoffOf(seeded) - 600;
    for (const ask of ['reserve', 'recheck'] as const) {
      await database.db
        .update(payments)
        .set({ status: 'pending' })
        .where(eq(payments.id, inFlight.id));
      const reservations = createMoneyReservations(
        database.db,
        { findLoan: postedAfterAnswer },
        clock,
      );
      const request = { loanId: A1, amountCents: left + 1 };
      const answer =
        ask === 'reserve'
          ? await reservations.reserve(request, hold)
          : await reservations.recheck({ ...request, paymentId: randomUUID() });
      expect(answer, ask).toMatchObject({ ok: false, params: { remainingCents: left } });
    }
  });
});
