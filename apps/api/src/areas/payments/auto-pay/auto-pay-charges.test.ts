/**
 * Auto-pay's due-date charges (decision 056): the pass charges an enrolled loan its amount due through the payment
 * path, exactly once per loan and due date — two passes at once, a pass killed after its claim and run again — with
 * the receipt; a declined card fails the payment, tells the borrower once, and the loan's auto-pay says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZAutoPaySchema, ZDevAutoPayRunResponseSchema } from '@lender/contract';
import {
  autoPayCharges,
  cards,
  loanPayments,
  loans,
  outbox,
  payments,
  processorAuthorizations,
} from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { systemClock } from '../../../lib/clock';
import { noMetrics } from '../../../operations/metrics/port';
import { buildTestApp, testConfig, type TestApp } from '../../../testing/build-test-app';
import { testLoanSystems } from '../../../testing/loan-systems';
import { signIn } from '../../../testing/sign-in';
import {
  addCard,
  outboxWith,
  savedCards,
  settle,
  type Headers,
} from '../payments/payments-test-kit';
import { autoPayIdempotencyKey } from './charge-pass';
import { autoPayChargesJob, autoPayDeclineNoticeJob } from './job';

const A1 = loanIdOf('A1');
const ANA = 'ana.tlxe@example.com';
let t: TestApp;
let ana: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, ANA)).headers;
});
afterAll(async () => t.close());

const context = () => ({
  config: testConfig(),
  database: t.database,
  loans: testLoanSystems(t.database.db),
  clock: systemClock,
  log: t.app.log,
  queue: t.app.jobs,
  metrics: noMetrics,
});
const attempt = { retryCount: 0, retryLimit: 5, final: false };

async function enrolA1(cardNumber: string) {
  const card = (await savedCards(t, ana)).find((c) => c.cardNumber === cardNumber.slice(-4));
  const chosen = card ?? (await addCard(t, ana, profileIdOf('P1'), cardNumber, true));
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/autoPay',
    headers: ana,
    payload: {
      loanId: A1,
      enrolled: true,
      paymentCardToken: chosen.cardToken,
      paymentCardIds: chosen.cardIds,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const a1DueOn = (dueDate: string) =>
  t.database.db.update(loans).set({ dueDate }).where(eq(loans.id, A1));

async function runPass(on: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/autoPay/run', payload: { on } });
  expect(res.statusCode, res.body).toBe(200);
  return ZDevAutoPayRunResponseSchema.parse(res.json()).charges.filter((c) => c.loanId === A1);
}

/** The payments, authorizations, ledger postings and claims of A1's due date `on`. */
async function effectsOf(on: string) {
  const db = t.database.db;
  const made = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.loanId, A1), eq(payments.idempotencyKey, autoPayIdempotencyKey(A1, on))),
    );
  const ids = made.map((p) => p.id);
  const authorizations = ids.length
    ? await db
        .select()
        .from(processorAuthorizations)
        .where(eq(processorAuthorizations.idempotencyKey, ids[0]!))
    : [];
  const postings = ids.length
    ? await db.select().from(loanPayments).where(eq(loanPayments.paymentId, ids[0]!))
    : [];
  const claims = await db
    .select()
    .from(autoPayCharges)
    .where(and(eq(autoPayCharges.loanId, A1), eq(autoPayCharges.dueOn, on)));
  return { made, authorizations, postings, claims };
}

async function autoPayOfA1() {
  const res = await t.app.inject({ method: 'GET', url: `/api/autoPay?loanId=${A1}`, headers: ana });
  return ZAutoPaySchema.parse(res.json());
}

describe('the due date’s charge', () => {
  it('two passes at once charge A1 its amount due once; the receipt arrives; a third pass changes nothing', async () => {
    await enrolA1('4111111111111111');
    const on = '2027-03-15';
    await a1DueOn(on);
    // a pass that starts after the other posted finds A1 due a month later (the posting moved its due date): nothing
    const answers = (await Promise.all([runPass(on), runPass(on)])).flat();
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers)
      expect(answer).toMatchObject({ dueDate: on, outcome: 'charged', reason: null });
    const keys = new Set(answers.map((answer) => answer.messageKey));
    expect(keys.size).toBe(1);
    const result = await settle(t, ana, answers[0]!.messageKey!);
    expect(result).toMatchObject({ pending: false, Error: null });
    await runPass(on);
    const effects = await effectsOf(on);
    expect(effects.made).toHaveLength(1);
    expect(effects.made[0]).toMatchObject({
      amountCents: 21_540,
      status: 'posted',
      cardLast4: '1111',
    });
    expect(effects.authorizations).toHaveLength(1);
    expect(effects.postings).toHaveLength(1);
    expect(effects.claims).toHaveLength(1);
    await outboxWith(t, ANA, result.confirmationNumber!);
    expect((await autoPayOfA1()).lastCharge).toEqual({
      dueDate: on,
      status: 'posted',
      amountCents: 21_540,
      cardLast4: '1111',
      reason: null,
    });
  }, 30_000);

  it('a pass killed after the claim, before the charge, is resumed by the next pass: charged once, never twice', async () => {
    const on = '2027-04-15';
    await a1DueOn(on);
    const killed = autoPayChargesJob.createHandler(context(), {
      afterClaim: () => Promise.reject(new Error('worker killed')),
    });
    await expect(killed({ on }, attempt)).rejects.toThrow('worker killed');
    const claimed = await effectsOf(on);
    expect(claimed.claims).toHaveLength(1);
    expect(claimed.made).toMatchObject([{ status: 'pending' }]);
    expect(claimed.authorizations).toHaveLength(0);
    // the job's retry runs the pass again
    const resumed = autoPayChargesJob.createHandler(context());
    await resumed({ on }, attempt);
    const key = claimed.made[0]!.messageKey;
    expect(await settle(t, ana, key)).toMatchObject({ pending: false, Error: null });
    await resumed({ on }, attempt);
    const effects = await effectsOf(on);
    expect(effects.made).toHaveLength(1);
    expect(effects.authorizations).toHaveLength(1);
    expect(effects.postings).toHaveLength(1);
  }, 30_000);

  it('a declined card: the payment fails, she is told once by her preference, and the loan’s auto-pay says so', async () => {
    await enrolA1('4000000000000002');
    const on = '2027-05-15';
    await a1DueOn(on);
    const [charge] = await runPass(on);
    const result = await settle(t, ana, charge!.messageKey!);
    expect(result.pending).toBe(false);
    expect(result.Error).toBeTruthy();
    const [claim] = (await effectsOf(on)).claims;
    const notice = autoPayDeclineNoticeJob.createHandler(context());
    await Promise.all([
      notice({ chargeId: claim!.id }, attempt),
      notice({ chargeId: claim!.id }, attempt),
    ]);
    await notice({ chargeId: claim!.id }, attempt);
    const told = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'autoPayDeclined'));
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(new Set(told.map((m) => m.channel)).size).toBe(told.length);
    expect(told[0]!.body).toContain('did not go through');
    expect(told[0]!.body).toContain('$215.40');
    expect(told[0]!.body).toContain('0002');
    // the recovery sweep finds nothing left to tell
    expect(await autoPayDeclineNoticeJob.recover!(context())).toBe(0);
    expect((await autoPayOfA1()).lastCharge).toMatchObject({
      dueDate: on,
      status: 'failed',
      cardLast4: '0002',
    });
  }, 30_000);

  it('records a loan whose auto-pay card was removed as not charged, with the rule’s code', async () => {
    const on = '2027-06-15';
    await a1DueOn(on);
    const enrolled = await autoPayOfA1();
    await t.database.db
      .update(cards)
      .set({ removedAt: new Date() })
      .where(eq(cards.id, enrolled.methodId!));
    expect(await runPass(on)).toEqual([
      {
        loanId: A1,
        dueDate: on,
        outcome: 'skipped',
        messageKey: null,
        reason: 'autoPay.cardRemoved',
      },
    ]);
    expect((await effectsOf(on)).made).toHaveLength(0);
  });
});
