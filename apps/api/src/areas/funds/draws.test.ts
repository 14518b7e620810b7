/**
 * Draws on P3's line of credit L1 to a debit card — paid once and posted to the cent, one key's concurrent submits, the
 * refusals, the add-on lock a draw needs, a declined card, someone else's key — then the cash advance cancel (after the
 * draws: the posted advance it will not cancel is a draw's posting).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZCardsResponseSchema, ZDrawStatusResponseSchema } from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../db/seed';
import { createLoanLocksRepo } from '../accounts/test-kit';
import { cashAdvances, draws, loans } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { approvedDisbursements } from '../../integrations/card-processor/sandbox';
import { TEST_CARDS } from '../../integrations/card-processor/test-cards';
import { addCard, type Headers } from '../cards/test-kit';
import { L1, useDrawsApp } from './draws-test-kit';
import { createDrawsRepo } from './repo';
import { drawSettled as settled, takeAddOnLock } from './funds-test-kit';

const line = useDrawsApp();
const { limits, submit, draw } = line;

describe('a draw to a debit card', () => {
  it('P3 draws $200.00 to her Visa ••1111: paid once, posted to L1 to the cent, in its history', async () => {
    const { t, carla, visa } = line;
    const res = await draw(visa, '200.00');
    expect(res.statusCode).toBe(202);
    const done = await settled(t, carla, (res.json() as { messageKey: string }).messageKey);
    expect(done).toMatchObject({
      pending: false,
      Error: null,
      confirmation: {
        loanId: L1,
        lmsId: '30003-001',
        amountCents: 20_000,
        cardNumber: '1111',
        balanceCents: 60_000,
        availableCreditCents: 80_000,
      },
    });
    expect(done.confirmation?.reference).toBeTruthy();
    // the borrower's confirmation number (issue 48): DRW and the draw's id's first 12 hex digits, the same on each read
    const [row] = await t.database.db
      .select()
      .from(draws)
      .where(eq(draws.messageKey, done.messageKey));
    expect(done.confirmation?.confirmationNumber).toBe(
      `DRW${row!.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
    );
    expect(done.confirmation?.confirmationNumber).toMatch(/^DRW[0-9A-F]{12}$/);
    // GET /disbursementReference answers that draw's reference (ConfirmDisbursement shows it)
    const ref = await t.call(
      carla,
      'GET',
      `/disbursementReference?loanId=${L1}&disbursementType=16`,
    );
    expect([ref.statusCode, ref.json()]).toEqual([
      200,
      {
        loanId: L1,
        disbursementType: 16,
        reference: done.confirmation?.reference,
        amountCents: 20_000,
      },
    ]);
    const [loan] = await t.database.db.select().from(loans).where(eq(loans.id, L1));
    // the draw's day is the seed's: no interest accrued yet (decision 050)
    expect([
      loan?.principalCents,
      (loan?.principalCents ?? 0) + (loan?.interestCents ?? 0) + (loan?.feesCents ?? 0),
    ]).toEqual([56_000, 60_000]);
    const history = (await t.call(carla, 'GET', `/accounthistory?loanId=${L1}`)).json() as
      | { history?: { description: string; amountCents: number }[] }
      | { description: string; amountCents: number }[];
    expect(JSON.stringify(history)).toContain('Cash advance');
  });

  it('10 concurrent submits with one key: one messageKey, one payout, one posting', async () => {
    const { t, carla, visa } = line;
    const before = (await limits()).balanceCents;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw(visa, '10.00', key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 202));
    const keys = new Set(answers.map((a) => (a.json() as { messageKey: string }).messageKey));
    expect(keys.size).toBe(1);
    await settled(t, carla, [...keys][0]!);
    const [row] = await t.database.db.select().from(draws).where(eq(draws.idempotencyKey, key));
    expect(
      await approvedDisbursements(t.database.db, row!.processorToken).then((all) =>
        all.filter((d) => d.idempotencyKey === `draw:${row!.id}`),
      ),
    ).toHaveLength(1);
    expect((await limits()).balanceCents).toBe(before + 1_000);
    const reused = await draw(visa, '11.00', key);
    expect([reused.statusCode, reused.json().errorCode]).toEqual([409, 'IdempotencyKeyReused']);
  });

  it('refuses above the available credit, below the minimum, a credit card, a loan that is not a line, someone else’s line', async () => {
    const { t, carla, visa } = line;
    const available = (await limits()).availableCreditCents;
    const above = await draw(visa, ((available + 1) / 100).toFixed(2));
    expect([above.statusCode, above.json().errorCode, above.json().field]).toEqual([
      422,
      'DrawAboveAvailable',
      'body.amount',
    ]);
    const below = await draw(visa, '0.50');
    expect([below.statusCode, below.json().errorCode]).toEqual([422, 'DrawBelowMinimum']);
    const credit = await addCard(t, carla, { cardNumber: TEST_CARDS.mastercardCredit });
    const refused = await draw(credit, '20.00');
    expect([refused.statusCode, refused.json().errorCode]).toEqual([422, 'CardCannotReceiveFunds']);
    const ana = await t.headers('P1');
    const anasCard = ZCardsResponseSchema.parse(
      (await t.call(ana, 'GET', '/cards?processorType=1')).json(),
    ).cards[0]!;
    const notLine = await draw(anasCard, '20.00', randomUUID(), ana, loanIdOf('A1'), '10001-001');
    expect([notLine.statusCode, notLine.json().errorCode]).toEqual([422, 'DrawNotLineOfCredit']);
    expect((await draw(anasCard, '20.00', randomUUID(), ana)).statusCode).toBe(404);
    const notMine = await draw(anasCard, '20.00');
    expect([notMine.statusCode, notMine.json().field]).toEqual([400, 'body.cardIds']);
    // no draw in flight on the line: nothing reserved, nothing to pay
    expect(await createDrawsRepo(t.database.db).inFlight(L1)).toEqual([]);
  });

  it('refuses a line whose loan system cannot send cash to a card (422 naming the loan), drawing nothing', async () => {
    const { t, visa } = line;
    await t.database.db
      .update(loans)
      .set({ isDisbursementAvailable: false })
      .where(eq(loans.id, L1));
    try {
      const refused = await draw(visa, '5.00');
      expect([refused.statusCode, refused.json().errorCode, refused.json().field]).toEqual([
        422,
        'DrawDisbursementUnavailable',
        'body.loanId',
      ]);
    } finally {
      await t.database.db
        .update(loans)
        .set({ isDisbursementAvailable: true })
        .where(eq(loans.id, L1));
    }
    // no draw in flight on the line: nothing reserved, nothing to pay
    expect(await createDrawsRepo(t.database.db).inFlight(L1)).toEqual([]);
  });

  it('needs the session’s own add-on lock: none is 409 AddOnLockRequired, another session’s is 409 AddOnLocked', async () => {
    const { t, carla, visa } = line;
    // the refused draws above keep the lock they took (a refusal at the start moves no money; the lock expires)
    await createLoanLocksRepo(t.database.db).release(L1, 'addOn', profileIdOf('P3'));
    const without = await submit(visa, '5.00', randomUUID(), carla, L1, '30003-001');
    expect([without.statusCode, without.json().errorCode]).toEqual([409, 'AddOnLockRequired']);
    const elsewhere = (await signIn(t.app, 'carla.nls@example.com')).headers;
    expect((await takeAddOnLock(t, elsewhere, L1)).statusCode).toBe(200);
    expect((await takeAddOnLock(t, carla, L1)).json().errorCode).toBe('AddOnLocked');
    const locked = await submit(visa, '5.00', randomUUID(), carla, L1, '30003-001');
    expect([locked.statusCode, locked.json().errorCode]).toEqual([409, 'AddOnLocked']);
    await createLoanLocksRepo(t.database.db).release(L1, 'addOn', profileIdOf('P3'));
    const res = await draw(visa, '5.00');
    expect(res.statusCode).toBe(202);
    await settled(t, carla, (res.json() as { messageKey: string }).messageKey);
    expect((await t.call(carla, 'GET', `/addOnLock?loanId=${L1}`)).json()).toEqual({
      loanId: L1,
      isLocked: false,
    });
    expect(
      await t.database.db
        .select()
        .from(draws)
        .where(and(eq(draws.loanId, L1), eq(draws.amountCents, 500))),
    ).toHaveLength(1);
  });

  it('a declined card ends with an Error: nothing drawn, the credit intact', async () => {
    const { t, carla } = line;
    const before = await limits();
    const declining = await addCard(t, carla, { cardNumber: TEST_CARDS.declined });
    const res = await draw(declining, '25.00');
    const done = await settled(t, carla, (res.json() as { messageKey: string }).messageKey);
    expect(done).toMatchObject({ pending: false, confirmation: null });
    expect(done.Error).toBe('Your card declined the transfer: Card declined. Nothing was drawn.');
    expect(await limits()).toEqual(before);
    const key = (res.json() as { messageKey: string }).messageKey;
    const spanish = ZDrawStatusResponseSchema.parse(
      (
        await t.call({ ...carla, 'accept-language': 'es' } as Headers, 'GET', `/draw?key=${key}`)
      ).json(),
    );
    expect(spanish.Error).toBe(
      'Su tarjeta rechazó la transferencia: Tarjeta rechazada. No se retiró nada.',
    );
  });

  it('someone else’s draw key is not found', async () => {
    const { t, carla, visa } = line;
    const res = await draw(visa, '5.00');
    const key = (res.json() as { messageKey: string }).messageKey;
    await settled(t, carla, key);
    expect((await t.call(await t.headers('P1'), 'GET', `/draw?key=${key}`)).statusCode).toBe(404);
  });
});

describe('cash advance cancel', () => {
  it('cancels the pending $100.00 advance (1000) and the credit returns; a batched one (1002) says why not', async () => {
    const { t, carla } = line;
    const before = (await limits()).availableCreditCents;
    const res = await t.call(carla, 'DELETE', '/draw', {
      loanId: L1,
      lmsId: '30003-001',
      transactionId: 'CA-30003-001-0001',
    });
    expect(res.json()).toEqual({ cancelled: true, availableCreditCents: before + 10_000 });
    // a double submit: the advance is cancelled once, and the repeat answers the same
    const again = await t.call(carla, 'DELETE', '/draw', {
      loanId: L1,
      lmsId: '30003-001',
      transactionId: 'CA-30003-001-0001',
    });
    expect(again.json()).toEqual({ cancelled: true, availableCreditCents: before + 10_000 });
    const posted = (
      await t.database.db
        .select()
        .from(cashAdvances)
        .where(and(eq(cashAdvances.loanId, L1), eq(cashAdvances.status, 'posted')))
    )[0]!;
    const notPending = await t.call(carla, 'DELETE', '/draw', {
      loanId: L1,
      lmsId: '30003-001',
      transactionId: posted.transactionId,
    });
    expect([notPending.statusCode, notPending.json().errorCode]).toEqual([
      409,
      'CashAdvanceNotPending',
    ]);
    await t.database.db.insert(cashAdvances).values({
      loanId: L1,
      amountCents: 5_000,
      pendingCode: 1002,
      transactionId: 'CA-30003-001-0002',
      status: 'pending',
    });
    const batched = await t.call(carla, 'DELETE', '/draw', {
      loanId: L1,
      lmsId: '30003-001',
      transactionId: 'CA-30003-001-0002',
    });
    expect([batched.statusCode, batched.json().errorCode]).toEqual([409, 'CashAdvanceBatched']);
    expect(
      (
        await t.call(carla, 'DELETE', '/draw', {
          loanId: L1,
          lmsId: '30003-001',
          transactionId: 'NOPE',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(await t.headers('P1'), 'DELETE', '/draw', {
          loanId: L1,
          lmsId: '30003-001',
          transactionId: 'CA-30003-001-0002',
        })
      ).statusCode,
    ).toBe(404);
  });
});
