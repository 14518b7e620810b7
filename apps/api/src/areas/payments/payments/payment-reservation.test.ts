/**
 * Money that is charged is always applied: concurrent payments with different keys that together exceed the
 * payoff are refused at submit (nothing charged) instead of being authorized and then not applied; an
 * authorization that still cannot be posted is voided through the processor with an operator record.
 * Each test builds its own app on a fresh database (PGlite, or PostgreSQL through TEST_DATABASE_URL).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  approvedChargeCount,
  createSandboxCardProcessor,
} from '../../../integrations/card-processor/sandbox';
import { loanPayments, loans, payments, processorAuthorizations } from '../../../db/schema';
import { createTestDatabase } from '../../../db/test-db';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import type { PaymentJobOverrides } from './job';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { VOIDED_MESSAGE } from './exceptions-repo';
import {
  addCard,
  paymentBody,
  paymentOutcomeCounts,
  settle,
  submit,
  voidedRecord,
} from './payments-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

const A1 = loanIdOf('A1');
const P1 = profileIdOf('P1');
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  await t?.database.close();
  t = undefined;
});

async function start(payment: (db: TestApp['database']['db']) => PaymentJobOverrides = () => ({})) {
  const database = await createTestDatabase();
  t = await buildTestApp(
    {},
    {
      database,
      jobs: {
        policies: { payment: { retryDelay: 1, retryBackoff: false } },
        overrides: { payment: payment(database.db) },
      },
    },
  );
  const app = t;
  const ana = (await signIn(app.app, 'ana.tlxe@example.com')).headers;
  const payoffOfA1 = async () =>
    payoffToday((await app.database.db.select().from(loans).where(eq(loans.id, A1)))[0]!);
  return { app, ana, payoffOfA1 };
}

/** 10 concurrent $200.00 payments with different keys against A1: what is accepted fits the payoff and is posted; the rest is refused before any charge. */
async function raceOnA1(
  cardNumber: string,
  override?: (db: TestApp['database']['db']) => PaymentJobOverrides,
) {
  const { app, ana, payoffOfA1 } = await start(override);
  const card = await addCard(app, ana, P1, cardNumber, true);
  const payoff = await payoffOfA1();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => submit(app, ana, paymentBody(A1, card, '200.00'))),
  );
  const accepted = answers.filter((answer) => answer.statusCode === 202);
  const refused = answers.filter((answer) => answer.statusCode !== 202);
  expect(accepted).toHaveLength(Math.floor(payoff / 20_000));
  // refused while others are in flight (409 PaymentInProgress), or after they were posted (400: above the new payoff)
  for (const answer of refused) {
    expect([400, 409], answer.body).toContain(answer.statusCode);
    expect(answer.json()).toMatchObject({ field: 'body.paymentAmount' });
    if (answer.statusCode === 409)
      expect(answer.json()).toMatchObject({
        errorCode: 'PaymentInProgress',
        message: expect.stringContaining('already being processed'),
      });
  }
  const results = await Promise.all(
    accepted.map((answer) =>
      settle(app, ana, (answer.json() as { messageKey: string }).messageKey, 20_000),
    ),
  );
  for (const result of results) expect(result.confirmationNumber).toBeTruthy();

  const db = app.database.db;
  const posted = await db.select().from(loanPayments).where(eq(loanPayments.loanId, A1));
  const postedSum = posted.reduce((sum, row) => sum + row.amountCents, 0);
  expect(postedSum).toBeLessThanOrEqual(payoff);
  expect(await payoffOfA1()).toBe(payoff - postedSum);
  // 0 charged-but-unapplied: every approved authorization standing is a posted payment
  const standing = await db
    .select()
    .from(processorAuthorizations)
    .where(
      sql`${processorAuthorizations.status} = 'approved' and ${processorAuthorizations.voidedAt} is null`,
    );
  const postedIds = new Set(
    (await db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'posted'))).map(
      (row) => row.id,
    ),
  );
  expect(standing.map((row) => row.idempotencyKey).sort()).toEqual([...postedIds].sort());
  expect(await approvedChargeCount(db, card.cardToken)).toBe(posted.length);
  expect(await db.select().from(payments).where(eq(payments.status, 'failed'))).toEqual([]);
}

describe('payments reserve their amount against the payoff', () => {
  it('10 concurrent $200.00 submits with different keys on A1: the ones over the payoff are refused with 409, none charged and not applied', async () => {
    await raceOnA1('4111111111111111');
  }, 60_000);

  it('the same race with the slow test card (authorizations overlap)', async () => {
    await raceOnA1('4000000000003220', (db) => ({
      processor: createSandboxCardProcessor(db, { slowMs: 300 }),
    }));
  }, 60_000);

  it('a repeated submit of a payment in flight is answered with its messageKey even when the payments in flight hold the rest of the payoff', async () => {
    const { app, ana, payoffOfA1 } = await start((db) => ({
      processor: createSandboxCardProcessor(db, { slowMs: 1_500 }),
    }));
    const card = await addCard(app, ana, P1, '4000000000003220', true);
    const count = Math.floor((await payoffOfA1()) / 20_000);
    const bodies = Array.from({ length: count }, () => paymentBody(A1, card, '200.00'));
    const first = await Promise.all(bodies.map((body) => submit(app, ana, body)));
    expect(first.map((answer) => answer.statusCode)).toEqual(Array(count).fill(202));
    const over = await submit(app, ana, paymentBody(A1, card, '200.00'));
    expect(over.statusCode, over.body).toBe(409);
    const again = await submit(app, ana, bodies[0]!);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toEqual(first[0]!.json());
    await Promise.all(
      first.map((answer) =>
        settle(app, ana, (answer.json() as { messageKey: string }).messageKey, 20_000),
      ),
    );
  }, 60_000);
});

describe('an authorization that cannot be posted is voided', () => {
  it('the payoff drops between authorization and posting: failed as not charged, voided through the processor, recorded for operators', async () => {
    const { app, ana, payoffOfA1 } = await start((db) => ({
      faults: {
        // another channel pays the loan down while the card is being authorized
        async afterAuthorize() {
          await db
            .update(loans)
            .set({ principalCents: 100, interestCents: 0, feesCents: 0 })
            .where(eq(loans.id, A1));
        },
      },
    }));
    const card = await addCard(app, ana, P1, '4111111111111111', true);
    const res = await submit(app, ana, paymentBody(A1, card, '200.00'));
    expect(res.statusCode, res.body).toBe(202);
    const result = await settle(app, ana, (res.json() as { messageKey: string }).messageKey);
    expect(result).toMatchObject({
      pending: false,
      Error: VOIDED_MESSAGE,
      confirmationNumber: null,
    });
    expect(await payoffOfA1()).toBe(100);
    const [payment] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.messageKey, (res.json() as { messageKey: string }).messageKey));
    const record = await voidedRecord(app, payment!.id);
    expect(record).toMatchObject({
      reason: 'exceedsPayoff',
      authorizationId: payment!.authorizationId,
      voided: true,
      voidedAt: expect.any(Date),
    });
    expect(await approvedChargeCount(app.database.db, card.cardToken)).toBe(0);
    expect((await paymentOutcomeCounts(app)).voided).toBe(1);
  }, 60_000);
});
