/**
 * A payment across a network that fails (issue 51, decision 068): the API over the loan-systems service with the fault
 * proxy between them. For each fault on the posting — a timeout before or after the service applied it, a 5xx, a
 * reset, a slow answer, a duplicate delivery — and for a fault that outlasts the call's retries and then the job's,
 * the invariant holds: the card was charged once and the posting applied once, the borrower's status ends in success
 * (never "processing" for good), and nothing is voided that was posted. Reconciliation of the day then finds no
 * difference between the payments posted here and the service's postings.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentPostings, payments } from '../../../db/schema';
import { createHttpLoanSystems } from '../../../integrations/loan-systems/http/http-adapter';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, logCapture, type TestApp } from '../../../testing/build-test-app';
import { startFaultProxy, type FaultProxy } from '@lender/fault-proxy';
import { WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import {
  startLoanSystemsService,
  type RunningLoanSystemsService,
} from '../../../testing/loan-systems-service';
import { signIn } from '../../../testing/sign-in';
import { runReconciliation } from '../reconciliation';
import { PAYMENT_RECOVERY_AGE_MS } from './job';
import { addCard, paymentBody, settle, status, submit, type Headers } from './payments-test-kit';
import { expectChargedAndPostedOnce, payoffInService } from './posting-faults-test-kit';

const A1 = loanIdOf('A1');
const POST_PAYMENT = '/v1/systems/TLXe/postPayment';

let loanSystems: RunningLoanSystemsService;
let proxy: FaultProxy;
let t: TestApp;
let ana: Headers;
const logs = logCapture();
const GAVE_UP = 'payment posting asked and not answered: the recovery asks the loan system again';
/** the app's clock runs ahead by this much (the recovery's wait, without waiting) */
let ahead = 0;

beforeAll(async () => {
  loanSystems = await startLoanSystemsService();
  proxy = await startFaultProxy({ target: loanSystems.url });
  t = await buildTestApp(
    { LOAN_SYSTEMS_URL: proxy.url, LOAN_SYSTEMS_TIMEOUT_MS: '300' },
    {
      clock: () => new Date(Date.now() + ahead),
      logStream: logs.stream,
      jobs: {
        recoveryIntervalMs: 200,
        policies: { payment: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
      },
    },
  );
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
});
afterEach(() => proxy.clear());
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await loanSystems?.close();
});

const paymentOf = async (messageKey: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.messageKey, messageKey)))[0]!;

/** pays $10.00 on A1 and waits for its end; then the invariant: charged once, posted once, not voided */
async function payThrough(settleWithinMs = 15_000) {
  const card = await addCard(t, ana, profileIdOf('P1'), '4111111111111111');
  const before = await payoffInService(loanSystems.database.db, A1);
  const res = await submit(t, ana, paymentBody(A1, card, '10.00'));
  expect(res.statusCode, res.body).toBe(202);
  const { messageKey } = res.json() as { messageKey: string };
  return { messageKey, before, settled: () => settle(t, ana, messageKey, settleWithinMs) };
}

describe('a payment whose posting meets a fault', () => {
  it.each(WRITE_FAULTS)(
    '%s: charged once, posted once, and the borrower told',
    async (_name, fault) => {
      proxy.inject({ path: POST_PAYMENT, fault });
      const { messageKey, before, settled } = await payThrough();
      expect(await settled()).toMatchObject({ pending: false, Error: null });
      expect((await settled()).confirmationNumber).toBeTruthy();
      expect(proxy.met(fault.kind)).toBe(1);
      await expectChargedAndPostedOnce(t, loanSystems.database.db, messageKey, before);
    },
  );

  it('answers lost on every try of a call: the job asks again by its key, and gets the posting made', async () => {
    // the adapter's four attempts each applied-or-replayed and lost: the call gives up, the job's next run asks again
    proxy.inject({ path: POST_PAYMENT, fault: { kind: 'lostAnswer' }, times: 4 });
    const { messageKey, before, settled } = await payThrough();
    expect(await settled()).toMatchObject({ pending: false, Error: null });
    expect(proxy.forwarded(POST_PAYMENT)).toBeGreaterThanOrEqual(5);
    await expectChargedAndPostedOnce(t, loanSystems.database.db, messageKey, before);
  });

  it('a service away past the job’s last retry: kept authorized, not voided, and posted once it is back', async () => {
    proxy.inject({ path: POST_PAYMENT, fault: { kind: 'serverError' }, times: Infinity });
    const { messageKey, before } = await payThrough();
    // the job's last run has given up (each call retried four times): the payment is still processing, not voided
    const { id } = await paymentOf(messageKey);
    await expect
      .poll(() => logs.lines.some((line) => line.paymentId === id && line.msg === GAVE_UP), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(proxy.log.filter((seen) => seen.path === POST_PAYMENT).length).toBeGreaterThanOrEqual(8);
    expect((await paymentOf(messageKey)).status).toBe('authorized');
    expect((await status(t, ana, messageKey)).pending).toBe(true);
    // the service is back; the recovery's wait passes: the posting is asked again by its key
    proxy.clear();
    ahead += PAYMENT_RECOVERY_AGE_MS + 1_000;
    expect(await settle(t, ana, messageKey, 15_000)).toMatchObject({ pending: false, Error: null });
    await expectChargedAndPostedOnce(t, loanSystems.database.db, messageKey, before);
  });
});

describe('a loan system that does not answer her screens', () => {
  it('answers 503 loanSystemsUnavailable with Retry-After, in her language, and stores no payment', async () => {
    proxy.inject({
      path: '/v1/systems/TLXe/loanDetail',
      fault: { kind: 'serverError' },
      times: Infinity,
    });
    const card = await addCard(t, ana, profileIdOf('P1'), '4111111111111111');
    const before = await t.database.db.select().from(payments);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...ana, 'accept-language': 'es' },
      payload: paymentBody(A1, card, '10.00'),
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      errorCode: 'loanSystemsUnavailable',
      message: expect.stringContaining('No se hizo ningún cargo'),
    });
    expect(await t.database.db.select().from(payments)).toHaveLength(before.length);
  });
});

describe('reconciliation after the faults', () => {
  const reconcileOver = async (day: string) =>
    runReconciliation(
      {
        db: t.database.db,
        loans: createHttpLoanSystems({ url: loanSystems.url, timeoutMs: 2_000 }),
        clock: () => new Date(),
        log: { info: () => undefined, error: () => undefined },
      },
      day,
    );
  it('finds no difference between the payments posted here and the service’s postings', async () => {
    // one payment of its own, without a fault: the test does not lean on the tests before it
    const { settled } = await payThrough();
    expect(await settled()).toMatchObject({ pending: false, Error: null });
    // the days the payments here posted on (one, unless the file ran across the day's cutoff)
    const steps = await t.database.db.select().from(paymentPostings);
    const days = [...new Set(steps.map((step) => (step.body as { postedOn: string }).postedOn))];
    const runs = await Promise.all(days.map(reconcileOver));
    const posted = await t.database.db.select().from(payments).where(eq(payments.status, 'posted'));
    expect(runs.reduce((sum, run) => sum + run.ours, 0)).toBe(posted.length);
    for (const run of runs) {
      expect(run.theirs).toBe(run.ours);
      expect(run.differences).toEqual([]);
    }
  });

  it('finds a posting the service holds for a payment this app never made', async () => {
    const stranger = randomUUID();
    // a day this file's payments never post on: the other test of reconciliation finds nothing, whichever runs first
    const day = '2026-01-06';
    await createHttpLoanSystems({ url: loanSystems.url, timeoutMs: 2_000 })
      .adapter('TLXe')
      .postPayment({
        paymentId: stranger,
        loanId: A1,
        amountCents: 500,
        confirmationNumber: 'C-STRANGER',
        postedOn: day,
        now: new Date(),
      });
    const run = await reconcileOver(day);
    expect(run.differences).toEqual([
      {
        kind: 'unknownPayment',
        movement: 'payment',
        paymentId: stranger,
        loanId: A1,
        ourAmountCents: null,
        theirAmountCents: 500,
      },
    ]);
  });
});
