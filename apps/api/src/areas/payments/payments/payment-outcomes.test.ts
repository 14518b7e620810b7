import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  approvedChargeCount,
  createSandboxCardProcessor,
} from '../../../integrations/card-processor/sandbox';
import { loanPayments, loans, payments, processorAuthorizations } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import {
  addCard,
  pay,
  paymentBody,
  setSettings,
  settle,
  status,
  submit,
  type Headers,
} from './payments-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

const T1 = loanIdOf('T1');
const P2 = profileIdOf('P2');
let t: TestApp;
let ben: Headers;
/** the crash seam: the first run of a chosen payment stops between authorization and posting */
const crash = {
  idempotencyKey: '',
  release: () => undefined as void,
  hung: false,
  postings: 0,
  resumed: undefined as unknown as Promise<void>,
  resume: () => undefined as void,
};
crash.resumed = new Promise<void>((resolve) => (crash.resume = resolve));

beforeAll(async () => {
  const database = (await import('../../../db/test-db')).createTestDatabase();
  const db = (await database).db;
  t = await buildTestApp(
    {},
    {
      database: await database,
      jobs: {
        settings: { maintenanceIntervalSeconds: 1 },
        policies: { payment: { retryDelay: 1, retryBackoff: false, expireInSeconds: 2 } },
        overrides: {
          payment: {
            processor: createSandboxCardProcessor(db, { slowMs: 600 }),
            faults: {
              async afterAuthorize(paymentId) {
                const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
                if (row?.idempotencyKey !== crash.idempotencyKey || crash.hung) return;
                crash.hung = true;
                // this run never goes on by itself (a dead worker); the queue expires it and re-runs the job
                await new Promise<void>((resolve) => (crash.release = resolve));
              },
              async afterPost(paymentId) {
                const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
                // the queue's re-run, then the dead run once released: both have tried to post
                if (row?.idempotencyKey === crash.idempotencyKey && ++crash.postings === 2)
                  crash.resume();
              },
            },
          },
        },
      },
    },
  );
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

const authorizationsOf = (paymentId: string) =>
  t.database.db
    .select()
    .from(processorAuthorizations)
    .where(eq(processorAuthorizations.idempotencyKey, paymentId));
const paymentOf = async (messageKey: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.messageKey, messageKey)))[0]!;
const payoffOfT1 = async () =>
  payoffToday((await t.database.db.select().from(loans).where(eq(loans.id, T1)))[0]!);

describe('each test card through the payment job', () => {
  it('declined → Error "Card declined", nothing posted', async () => {
    const card = await addCard(t, ben, P2, '4000000000000002');
    const before = await payoffOfT1();
    const { result } = await pay(t, ben, paymentBody(T1, card, '310.00'));
    expect(result).toMatchObject({
      pending: false,
      Error: 'Card declined',
      confirmationNumber: null,
    });
    expect(await payoffOfT1()).toBe(before);
  });

  it('insufficient funds → Error "Insufficient funds"', async () => {
    const card = await addCard(t, ben, P2, '4000000000009995');
    const { result } = await pay(t, ben, paymentBody(T1, card, '310.00'));
    expect(result.Error).toBe('Insufficient funds');
  });

  it('the processor’s reason is said in the reader’s language when the status is read (issue 17)', async () => {
    // the declining card was declined on T1 a moment ago: its retry is let through here (decision 058)
    await setSettings(t, { restrictManualRetry: false });
    const card = await addCard(t, ben, P2, '4000000000000002');
    const { messageKey } = await pay(t, ben, paymentBody(T1, card, '310.00'));
    await setSettings(t, {});
    expect(
      (await status(t, { ...ben, 'accept-language': 'es' } as Headers, messageKey)).Error,
    ).toBe('Tarjeta rechazada');
    expect((await status(t, ben, messageKey)).Error).toBe('Card declined');
  });

  it('processor error once → retried by the queue and approved, with ONE approved charge', async () => {
    const card = await addCard(t, ben, P2, '4000000000000119');
    const { messageKey, result } = await pay(t, ben, paymentBody(T1, card, '310.00'));
    expect(result.confirmationNumber).toBeTruthy();
    const payment = await paymentOf(messageKey);
    expect(payment.attempts).toBe(1);
    expect(await approvedChargeCount(t.database.db, card.cardToken)).toBe(1);
  });

  it('slow → still pending at first, approved later', async () => {
    const card = await addCard(t, ben, P2, '4000000000003220');
    const res = await submit(t, ben, paymentBody(T1, card, '310.00'));
    const { messageKey } = res.json() as { messageKey: string };
    // the slow card answers after 600 ms: right after the submit the payment is still pending
    expect((await status(t, ben, messageKey)).pending).toBe(true);
    expect((await settle(t, ben, messageKey)).confirmationNumber).toBeTruthy();
  });
});

describe('exactly once', () => {
  it('10 concurrent submits with one key → one messageKey, one payment, one posting, one approved charge', async () => {
    const card = await addCard(t, ben, P2, '4111111111111111', true);
    const body = paymentBody(T1, card, '310.00');
    const before = await payoffOfT1();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(t, ben, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
    const keys = new Set(
      answers.map((answer) => (answer.json() as { messageKey: string }).messageKey),
    );
    expect(keys.size).toBe(1);
    const [messageKey] = [...keys] as [string];
    expect((await settle(t, ben, messageKey)).confirmationNumber).toBeTruthy();
    const payment = await paymentOf(messageKey);
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, body.idempotencyKey)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, payment.id)),
    ).toHaveLength(1);
    expect(
      (await authorizationsOf(payment.id)).filter((row) => row.status === 'approved'),
    ).toHaveLength(1);
    expect(await payoffOfT1()).toBe(before - 31_000);
    // the same key for another payment is refused
    const reuse = await submit(t, ben, { ...body, paymentAmount: '320.00' });
    expect(reuse.statusCode).toBe(409);
  });

  it('a worker dying between authorization and posting: the job is re-run after it expires, posted once, charged once', async () => {
    const card = await addCard(t, ben, P2, '4111111111111111', true);
    const body = paymentBody(T1, card, '310.00');
    const before = await payoffOfT1();
    crash.idempotencyKey = body.idempotencyKey;
    const res = await submit(t, ben, body);
    const { messageKey } = res.json() as { messageKey: string };
    // the first run reaches the crash seam (it hangs there, authorized)
    await expect.poll(() => crash.hung, { timeout: 10_000, interval: 25 }).toBe(true);
    expect((await paymentOf(messageKey)).status).toBe('authorized');
    const result = await settle(t, ben, messageKey, 20_000);
    expect(result.confirmationNumber).toBeTruthy();
    const payment = await paymentOf(messageKey);
    expect(
      await t.database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, payment.id)),
    ).toHaveLength(1);
    expect(await authorizationsOf(payment.id)).toHaveLength(1);
    expect(await payoffOfT1()).toBe(before - 31_000);
    // the dead run comes back to life: it must not post again (it has ended when its claim finds the payment done)
    crash.release();
    await crash.resumed;
    expect(
      await t.database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, payment.id)),
    ).toHaveLength(1);
    expect(await payoffOfT1()).toBe(before - 31_000);
  });
});
