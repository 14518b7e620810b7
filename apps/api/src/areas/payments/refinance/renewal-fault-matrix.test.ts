/**
 * A renewal and its cancel across a network that fails (issue 51, decision 068): the API over the loan-systems
 * service with the fault proxy between them. P1 renews A1 paying $215.40 to her debit card, with each fault once on
 * the renewal's posting — a timeout before or after the service applied it, a 5xx, a reset, a lost answer, a slow
 * answer, a duplicate delivery: she is charged once, the renewal posted once and one new loan opened, and she is told
 * it, never "processing" for good. Then she cancels it with each fault once on the loan system's void: the call's
 * retries get it made, she is told it is cancelled, and it ends once — her card's authorization voided, A1 restored,
 * the new loan voided and the posting reversed. A 5xx on every try of a call (the adapter's four) meets each too: the
 * payment job asks the posting again; the cancel answers 503 loanSystemsUnavailable and the recovery, its wait
 * passed, asks the void again and ends it once. Each test renews A1 and ends by its cancel, so each runs alone or in
 * any order; reconciliation of the day finds no difference after either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentCard } from '@lender/contract';
import type { Fault } from '@lender/fault-proxy';
import { loanIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { faultyLoanSystems, WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import { signIn } from '../../../testing/sign-in';
import { pay, savedCards, type Headers } from '../payments/payments-test-kit';
import { STEPS_PASS_FOR_TESTS } from './gate';
import { REFINANCE_VOID_RECOVERY_AGE_MS } from './job';
import { cancelRefinance, paymentByKey, refinanceOf, renewBody } from './refinance-test-kit';
import {
  expectCancelledOnce,
  expectRenewedOnce,
  type RenewalFaultsContext,
} from './renewal-faults-test-kit';

const A1 = loanIdOf('A1');
const SYSTEM = '/v1/systems/TLXe';
const POST_REFINANCE = `${SYSTEM}/postRefinance`;
const VOID_REFINANCE = `${SYSTEM}/voidRefinance`;

const faulty = faultyLoanSystems();
let t: TestApp;
let ana: Headers;
let debit: TPaymentCard;
/** the app's clock runs ahead by this much (the recovery's wait, without waiting) */
let ahead = 0;
const ctx = (): RenewalFaultsContext => ({ t, faulty });

beforeAll(async () => {
  t = await buildTestApp(faulty.env(), {
    refinanceSteps: STEPS_PASS_FOR_TESTS,
    clock: () => new Date(Date.now() + ahead),
    jobs: { recoveryIntervalMs: 200 },
  });
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  debit = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
});
afterAll(async () => t?.close());

/** injects `fault` on `path` for `times` requests; then how many requests met it */
function injected(path: string, fault: Fault, times = 1) {
  const from = faulty.proxy.log.length;
  faulty.proxy.inject({ path, fault, times });
  return () =>
    faulty.proxy.log.slice(from).filter((seen) => seen.path === path && seen.fault === fault.kind)
      .length;
}

/** reconciliation of the renewal's business day: the app's movements and the service's are the same */
async function expectReconciled(paymentId: string) {
  const run = await faulty.reconcileDay(t.database.db, (await refinanceOf(t, paymentId)).postedOn!);
  expect(run.differences).toEqual([]);
  expect(run.theirs).toBe(run.ours);
}

/**
 * She cancels the renewal: told it is cancelled, or to try later while the recovery (its wait passed) ends it; her
 * answer's status.
 */
async function cancelled(renewal: { paymentId: string; newLoanId: string }): Promise<number> {
  const res = await cancelRefinance(t, ana, renewal.newLoanId);
  if (res.statusCode !== 200) {
    expect([res.statusCode, res.json().errorCode], res.body).toEqual([
      503,
      'loanSystemsUnavailable',
    ]);
    ahead += REFINANCE_VOID_RECOVERY_AGE_MS + 1_000;
  }
  await expectCancelledOnce(ctx(), { ...renewal, oldLoanId: A1 });
  await expectReconciled(renewal.paymentId);
  return res.statusCode;
}

/**
 * P1 renews A1 (whatever fault the proxy holds meets its posting), and she is told; `run` gets the renewal, then
 * the renewal is cancelled (unless `run` did), so A1 is open again for the next test.
 */
async function renewed(run: (renewal: { paymentId: string; newLoanId: string }) => Promise<void>) {
  const { messageKey, result } = await pay(t, ana, renewBody(A1, debit, '215.40'));
  expect(result).toMatchObject({ pending: false, Error: null });
  // her confirmation names the new loan, read from the service
  expect(result.confirmation?.renewal).toMatchObject({
    newLoanId: result.newLoanId,
    cancelled: false,
  });
  const renewal = {
    paymentId: (await paymentByKey(t, messageKey)).id,
    newLoanId: result.newLoanId!,
  };
  try {
    await run(renewal);
  } finally {
    if ((await refinanceOf(t, renewal.paymentId)).voidAskedAt === null) {
      faulty.proxy.clear();
      await cancelled(renewal);
    }
  }
}

describe('a renewal whose posting meets a fault', () => {
  it.each(WRITE_FAULTS)(
    '%s: charged once, posted once, one new loan, and she is told',
    async (_name, fault) => {
      const met = injected(POST_REFINANCE, fault);
      await renewed(async ({ paymentId, newLoanId }) => {
        expect(met()).toBe(1);
        await expectRenewedOnce(ctx(), paymentId, newLoanId);
        await expectReconciled(paymentId);
      });
    },
  );

  it('a 5xx on every try of a call: the payment job asks again by its key, and she is told', async () => {
    // the adapter's four attempts each answered 5xx: the call gives up, the job's next run asks again
    const met = injected(POST_REFINANCE, { kind: 'serverError' }, 4);
    await renewed(async ({ paymentId, newLoanId }) => {
      expect(met()).toBe(4);
      await expectRenewedOnce(ctx(), paymentId, newLoanId);
    });
  });
});

describe('a renewal’s cancel whose void meets a fault', () => {
  it.each(WRITE_FAULTS)(
    '%s: cancelled once, her card’s authorization voided, A1 restored, and she is told',
    async (_name, fault) => {
      await renewed(async (renewal) => {
        const met = injected(VOID_REFINANCE, fault);
        // the call's retries get the void made: she is told at once
        expect(await cancelled(renewal)).toBe(200);
        expect(met()).toBe(1);
      });
    },
  );

  it('a 5xx on every try of the call: she is told to try later, and the recovery voids it once', async () => {
    await renewed(async (renewal) => {
      // the adapter's four attempts each answered 5xx: she is told to try later; the recovery asks it again
      const met = injected(VOID_REFINANCE, { kind: 'serverError' }, 4);
      expect(await cancelled(renewal)).toBe(503);
      expect(met()).toBe(4);
    });
  });
});
