import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountHistoryResponseSchema, ZErrorResponseSchema } from '@lender/contract';
import { addDueMonths } from '@lender/domain';
import { cards, loans, loanPayments, payments } from '../../../db/schema';
import { customerIdOf, loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import {
  addCard,
  outboxWith,
  pay,
  paymentBody,
  savedCards,
  settle,
  status,
  submit,
  type Headers,
} from './payments-test-kit';
import { createPaymentsRepo } from './repo';
import { payoffToday } from '../../../testing/loan-payoff';

const A1 = loanIdOf('A1');
const T1 = loanIdOf('T1');
let t: TestApp;
let ana: Headers;
let ben: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
});
afterAll(async () => t.close());

/** the loan's row and its payoff today (decision 050: computed from the row, not stored) */
const loanRow = async (id: string) => {
  const row = (await t.database.db.select().from(loans).where(eq(loans.id, id)))[0]!;
  return { ...row, payoffCents: payoffToday(row) };
};
const visaOf = async (headers: Headers) =>
  (await savedCards(t, headers)).find((card) => card.cardNumber === '1111')!;

describe('POST /api/payment and GET /api/payment', () => {
  it('P1 pays the minimum due on A1 with her saved card: the payoff drops by exactly that, fees → interest → principal', async () => {
    const before = await loanRow(A1);
    const visa = await visaOf(ana);
    const { messageKey, result } = await pay(
      t,
      ana,
      paymentBody(A1, visa, '215.40', { email: 'ana.tlxe@example.com' }),
    );
    expect(result).toMatchObject({ pending: false, Error: null, newLoanId: null });
    expect(result.confirmationNumber).toMatch(/^PMT[0-9A-F]{10}$/);
    expect(result.confirmation).toMatchObject({
      amountPaidCents: 21_540,
      cardNumber: '1111',
      isPayoff: false,
      isPartial: false,
      lmsId: '10001-001',
      remainingPayoffCents: before.payoffCents - 21_540,
    });
    const after = await loanRow(A1);
    expect(after.payoffCents).toBe(before.payoffCents - 21_540);
    const [posting] = await t.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.loanId, A1));
    expect(posting).toMatchObject({
      amountCents: 21_540,
      feesCents: before.feesCents,
      interestCents: before.interestCents,
      principalCents: 21_540 - before.feesCents - before.interestCents,
    });
    expect(after).toMatchObject({
      feesCents: 0,
      interestCents: 0,
      minimumDueCents: 0,
      daysLate: 0,
      status: 12,
    });
    // the minimum due paid: the loan is next due on the following instalment, and the receipt says so
    expect(after.dueDate).toBe(addDueMonths(before.dueDate, 1));
    expect(result.confirmation?.paymentDueDate).toBe(after.dueDate);
    const outbox = await outboxWith(t, 'ana.tlxe@example.com', result.confirmationNumber!);
    expect(outbox).not.toMatch(/4111\s?1111\s?1111/);
    // the history shows the payment (negative, newest) and the charges at their original amounts
    const history = ZAccountHistoryResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/accounthistory?loanId=${A1}`, headers: ana })
      ).json(),
    );
    expect(history.entries[0]).toMatchObject({
      type: 'payment',
      amountCents: -21_540,
      balanceCents: after.payoffCents,
      id: result.confirmationNumber,
    });
    expect(history.entries.find((e) => e.type === 'interest')?.amountCents).toBe(
      before.interestCents,
    );
    expect(history.entries.find((e) => e.type === 'fee')?.amountCents).toBe(before.feesCents);
    // the same status again, and nobody else's
    expect((await status(t, ana, messageKey)).confirmationNumber).toBe(result.confirmationNumber);
  });

  it('P1 pays $50.00 on A1 (below the minimum due; A1 is not late): the payoff drops by exactly 5000 cents', async () => {
    const before = await loanRow(A1);
    const { result } = await pay(t, ana, paymentBody(A1, await visaOf(ana), '50.00'));
    expect(result.confirmation).toMatchObject({
      amountPaidCents: 5_000,
      isPayoff: false,
      isPartial: false,
      remainingPayoffCents: before.payoffCents - 5_000,
    });
    expect((await loanRow(A1)).payoffCents).toBe(before.payoffCents - 5_000);
  });

  it('a repeat of a payment is answered with it though its card was removed since (another tab, a lost answer)', async () => {
    const card = await addCard(t, ana, profileIdOf('P1'), '5555555555554444', true);
    const body = paymentBody(A1, card, '20.00');
    const { messageKey, result } = await pay(t, ana, body);
    expect(result).toMatchObject({ pending: false, Error: null });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/cards',
      headers: ana,
      payload: { cardIds: card.cardIds },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // A1 still owes more than $20.00: only the card's absence stands between the repeat and its payment
    const repeat = await submit(t, ana, body);
    expect(repeat.statusCode, repeat.body).toBe(202);
    expect(repeat.json()).toEqual({ messageKey });
    const made = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, body.idempotencyKey));
    expect(made).toHaveLength(1);
    // a new payment with the removed card is still refused
    const other = await submit(t, ana, paymentBody(A1, card, '20.00'));
    expect(other.statusCode, other.body).toBe(404);
  });

  it('pays off A1 with a newly added card: PaidOff (3) with a paidOffDate, and the history ends at zero', async () => {
    const card = await addCard(t, ana, profileIdOf('P1'), '5555555555554444', true);
    const payoff = (await loanRow(A1)).payoffCents;
    const historyOf = async () =>
      ZAccountHistoryResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/accounthistory?loanId=${A1}`,
            headers: ana,
          })
        ).json(),
      );
    const paymentsBefore = (await historyOf()).entries.filter((e) => e.type === 'payment').length;
    const amount = (payoff / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const body = paymentBody(A1, card, amount, { isPayoff: true });
    const { messageKey, result } = await pay(t, ana, body);
    expect(result.confirmation).toMatchObject({
      isPayoff: true,
      remainingPayoffCents: 0,
      paymentDueDate: null,
    });
    // the same request again (a resubmit after a lost answer) answers the payment made, though nothing is left to pay now
    const repeat = await submit(t, ana, body);
    expect(repeat.statusCode, repeat.body).toBe(202);
    expect(repeat.json()).toEqual({ messageKey });
    const after = await loanRow(A1);
    expect(after).toMatchObject({ status: 3, payoffCents: 0, principalCents: 0 });
    expect(after.paidOffDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const history = await historyOf();
    expect(history.entries[0]).toMatchObject({
      type: 'payment',
      balanceCents: 0,
      description: 'Payoff payment',
    });
    expect(history.entries.filter((e) => e.type === 'payment')).toHaveLength(paymentsBefore + 1);
    const again = await submit(t, ana, paymentBody(A1, card, '10.00'));
    expect(ZErrorResponseSchema.parse(again.json())).toMatchObject({
      statusCode: 400,
      field: 'body.paymentAmount',
    });
  });

  it('P2 makes a partial payment on the late T1 (flag recomputed, not trusted)', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const before = await loanRow(T1);
    const lie = await submit(t, ben, paymentBody(T1, card, '100.00', { isPartial: false }));
    expect(ZErrorResponseSchema.parse(lie.json())).toMatchObject({
      statusCode: 400,
      field: 'body.isPartial',
    });
    const { result } = await pay(t, ben, paymentBody(T1, card, '100.00', { isPartial: true }));
    expect(result.confirmation).toMatchObject({ isPartial: true, amountPaidCents: 10_000 });
    const after = await loanRow(T1);
    expect(after.daysLate).toBe(before.daysLate);
    // the loan stays due on the missed instalment; the receipt's next due date is the next instalment, never a past date
    expect(after.dueDate).toBe(before.dueDate);
    expect(result.confirmation?.paymentDueDate).toBe(addDueMonths(before.dueDate, 1));
    expect(result.confirmation!.paymentDueDate! > result.confirmation!.paymentDate).toBe(true);
    expect(after.minimumRequiredCents).toBe(before.minimumRequiredCents - 10_000);
    expect(after.payoffCents).toBe(before.payoffCents - 10_000);
  });

  it('checks the amount on the server: zero, above payoff, below the minimum, a wrong payoff flag, a foreign lmsId', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    for (const [amount, extra, field] of [
      ['0.00', {}, 'body.paymentAmount'],
      ['9,999.00', {}, 'body.paymentAmount'],
      ['50', {}, 'body.paymentAmount'],
      ['1,000.00', { isPayoff: true }, 'body.isPayoff'],
      ['310.00', { lmsId: '10001-001' }, undefined],
    ] as const) {
      const res = await submit(t, ben, paymentBody(T1, card, amount, extra));
      expect(res.statusCode, `${amount} ${res.body}`).toBe(field ? 400 : 404);
      if (field) expect(ZErrorResponseSchema.parse(res.json()).field).toBe(field);
    }
    expect(
      (await submit(t, ben, { ...paymentBody(T1, card, '310.00'), cardNumber: '4111111111111111' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await submit(t, ben, { ...paymentBody(T1, card, '310.00'), cardNumber: '9999' })).statusCode,
    ).toBe(400);
  });

  it('refuses an expired saved card, whatever the web offered', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    await t.database.db
      .update(cards)
      .set({ expirationMonth: 1, expirationYear: 2020 })
      .where(eq(cards.processorToken, card.cardToken));
    const res = await submit(t, ben, paymentBody(T1, card, '310.00'));
    expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({
      statusCode: 400,
      field: 'body.paymentCardToken',
      message: 'body.paymentCardToken: This card has expired.',
    });
    await t.database.db
      .update(cards)
      .set({ expirationMonth: 12, expirationYear: 2039 })
      .where(eq(cards.processorToken, card.cardToken));
  });

  it('POST /paymentTimeout keeps the job going and sends the receipt when done; POST /sendConfirmation resends it', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const res = await submit(t, ben, paymentBody(T1, card, '310.00'));
    const { messageKey } = res.json() as { messageKey: string };
    const timeout = await t.app.inject({
      method: 'POST',
      url: '/api/paymentTimeout',
      headers: ben,
      payload: { messageKey },
    });
    expect(timeout.statusCode).toBe(200);
    const result = await settle(t, ben, messageKey);
    expect(result.confirmationNumber).toBeTruthy();
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.messageKey, messageKey));
    if (timeout.json().receiptWhenDone) expect(row!.receiptEmail).toBe('ben.multi@example.com');
    const sms = await t.app.inject({
      method: 'POST',
      url: '/api/sendConfirmation',
      headers: ben,
      payload: { messageKey, phoneNumber: '3125550102' },
    });
    expect(sms.json()).toEqual({ sent: true, channel: 'sms' });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=3125550102' });
    expect(outbox.body).toContain(result.confirmationNumber!);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/sendConfirmation',
      headers: ben,
      payload: { messageKey, phoneNumber: '3125550102', email: 'a@b.co' },
    });
    expect(both.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/paymentTimeout',
      headers: ben,
      payload: { messageKey: 'pay_nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('POST /paymentTimeout on a payment still pending with no contact: the receipt is to go to the profile’s sign-in email', async () => {
    const repo = createPaymentsRepo(t.database.db);
    // stored without its job, so it is surely still pending when the app stops waiting
    const { row } = await repo.insertOnce(
      {
        idempotencyKey: randomUUID(),
        profileId: profileIdOf('P2'),
        customerId: customerIdOf('P2'),
        payerRole: 'borrower',
        loanId: T1,
        amountCents: 31_000,
        paymentType: 2,
        processorToken: 'tok_timeout',
        cardLast4: '1111',
        cardType: 'visa',
        cardholderName: 'Ben Okafor',
      },
      new Date(),
    );
    try {
      const timeout = await t.app.inject({
        method: 'POST',
        url: '/api/paymentTimeout',
        headers: ben,
        payload: { messageKey: row.messageKey },
      });
      expect(timeout.json()).toEqual({
        messageKey: row.messageKey,
        pending: true,
        receiptWhenDone: true,
      });
      const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row.id));
      expect(after).toMatchObject({ receiptEmail: 'ben.multi@example.com', receiptPhone: null });
    } finally {
      await repo.markFailed(row.id, 'test payment: never processed', new Date()); // so no recovery posts it later
    }
  });

  it('POST /paymentTimeout sends the receipt by the customer’s communication preference: both email and text for P1', async () => {
    const repo = createPaymentsRepo(t.database.db);
    const { row } = await repo.insertOnce(
      {
        idempotencyKey: randomUUID(),
        profileId: profileIdOf('P1'),
        customerId: customerIdOf('P1'),
        payerRole: 'borrower',
        loanId: loanIdOf('A1'),
        amountCents: 1_000,
        paymentType: 2,
        processorToken: 'tok_timeout_p1',
        cardLast4: '1111',
        cardType: 'visa',
        cardholderName: 'Ana Rivera',
      },
      new Date(),
    );
    try {
      const ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
      await t.app.inject({
        method: 'POST',
        url: '/api/paymentTimeout',
        headers: ana,
        payload: { messageKey: row.messageKey },
      });
      const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row.id));
      expect(after).toMatchObject({
        receiptEmail: 'ana.tlxe@example.com',
        receiptPhone: '3125550101',
      });
    } finally {
      await repo.markFailed(row.id, 'test payment: never processed', new Date());
    }
  });

  it('refuses without a session and with unknown fields', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment?key=x' })).statusCode).toBe(401);
    const card = (await savedCards(t, ben))[0]!;
    const res = await submit(t, ben, { ...paymentBody(T1, card, '310.00'), surprise: 1 });
    expect(res.statusCode).toBe(400);
  });
});
