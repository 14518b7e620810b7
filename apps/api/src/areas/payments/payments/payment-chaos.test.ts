/**
 * The chaos run (issue 51, decisions 068 and 069): borrowers pay side by side, two at a time on each loan, for
 * CHAOS_SECONDS (default 20; `CHAOS_SECONDS=600 npm run chaos` is the ten-minute run) through the fault proxy, which
 * gives each posting a fault at random — held before or after it applied, a 5xx, a reset, an answer lost, a slow
 * answer, a duplicate — from a seed printed at the start (CHAOS_SEED draws the same faults; the order the lanes'
 * requests meet them depends on timing), and every 20 s takes the postings away for 6 s (an outage past the job's
 * runs, which the recovery ends). Then the faults end, and: no
 * payment is left processing; each posted payment is posted once in the loan systems, each failed one not at all; each
 * approved charge stands on a posted payment or was voided; and reconciliation of the days finds no difference.
 *
 * The lanes: P1 on A1, P2 partial payments on T1, and P5 on S1 under her signed settlement (decision 072): every part
 * she pays counts toward the agreed sum, and a settlement payment's posting waits while another of its loan is
 * unanswered, so her two lanes meet that wait under the faults. S1's balance in the service moves by what posted.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentCard } from '@lender/contract';
import {
  loanPayments,
  paymentExceptions,
  paymentPostings,
  payments,
  processorAuthorizations,
} from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { createHttpLoanSystems } from '../../../integrations/loan-systems/http/http-adapter';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { startFaultProxy, type FaultProxy } from '@lender/fault-proxy';
import {
  startLoanSystemsService,
  type RunningLoanSystemsService,
} from '../../../testing/loan-systems-service';
import { signIn } from '../../../testing/sign-in';
import { runReconciliation } from '../reconciliation';
import { PAYMENT_RECOVERY_AGE_MS } from './job';
import { addCard, paymentBody, settle, submit, type Headers } from './payments-test-kit';

const S1 = loanIdOf('S1');
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 20);
const SEED = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const POSTINGS = /^\/v1\/systems\/(NLS|TLXe)\/post(Payment|Refinance)$/;
const FAULT_RATE = 0.3;
/** every OUTAGE_EVERY_MS the postings all fail for OUTAGE_MS: past the job's two runs, so the recovery asks again */
const OUTAGE_EVERY_MS = 20_000;
const OUTAGE_MS = 6_000;

let loanSystems: RunningLoanSystemsService;
let proxy: FaultProxy;
let t: TestApp;
let ahead = 0;

beforeAll(async () => {
  loanSystems = await startLoanSystemsService();
  proxy = await startFaultProxy({ target: loanSystems.url });
  t = await buildTestApp(
    { LOAN_SYSTEMS_URL: proxy.url, LOAN_SYSTEMS_TIMEOUT_MS: '300', LOG_LEVEL: 'warn' },
    {
      clock: () => new Date(Date.now() + ahead),
      jobs: {
        recoveryIntervalMs: 500,
        // a job gives up after two runs: the recovery's asking again is part of the run, not only the job's retries
        policies: { payment: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await loanSystems?.close();
});

/** a small generator of its own for the amounts (the proxy has the faults' one) */
function amounts(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return `1.${String(state % 100).padStart(2, '0')}`;
  };
}

/** the random faults, from the seed (the n-th period after an outage draws from SEED + n) */
function randomFaults(period: number) {
  proxy.randomFaults({
    seed: SEED + period,
    rate: FAULT_RATE,
    path: POSTINGS,
    faults: [
      { kind: 'timeoutBeforeApply' },
      { kind: 'timeoutAfterApply' },
      { kind: 'serverError' },
      { kind: 'reset' },
      { kind: 'lostAnswer' },
      { kind: 'slow', ms: 200 },
      { kind: 'duplicate' },
    ],
  });
}

/** the loan systems' outages: from 5 s in, every OUTAGE_EVERY_MS, each OUTAGE_MS long, then the random faults again */
async function outagesUntil(until: number) {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let at = Date.now() + 5_000;
  for (let period = 1; at + OUTAGE_MS < until; period += 1, at += OUTAGE_EVERY_MS) {
    await wait(at - Date.now());
    proxy.clear();
    proxy.inject({ path: POSTINGS, fault: { kind: 'serverError' }, times: Infinity });
    await wait(OUTAGE_MS);
    proxy.clear();
    randomFaults(period);
  }
}

interface Lane {
  email: string;
  profile: Parameters<typeof profileIdOf>[0];
  loanId: string;
  extra: Record<string, unknown>;
}
const LANES: Lane[] = [
  { email: 'ana.tlxe@example.com', profile: 'P1', loanId: loanIdOf('A1'), extra: {} },
  {
    email: 'ben.multi@example.com',
    profile: 'P2',
    loanId: loanIdOf('T1'),
    extra: { isPartial: true },
  },
  { email: 'erin.settle@example.com', profile: 'P5', loanId: S1, extra: {} },
];

/** P5 signs her settlement of S1 as the web does: the envelope, then the sandbox's signing page */
async function signSettlement(headers: Headers) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/loanSigning',
    headers,
    payload: { loanId: S1 },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { signingUrl } = started.json() as { signingUrl: string };
  const form = { action: 'sign', initials: 'EW', name: 'Erin Walsh', consent: 'yes' };
  const signed = await t.app.inject({
    method: 'POST',
    url: signingUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(signed.statusCode).toBe(200);
}

/** S1's payoff in the service (its charged-off balance: it does not accrue) */
const s1Payoff = async () =>
  (await createHttpLoanSystems({ url: loanSystems.url, timeoutMs: 2_000 }).findLoan(S1))!
    .payoffCents;

const inFlightOn = (loanId: string) =>
  t.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.loanId, loanId), inArray(payments.status, ['pending', 'authorized'])));

/** refusals at the door by status and code ("409 PaymentInProgress"), summed over the lanes */
const refusals = new Map<string, number>();
/** the lanes a rule of their loan ended ("P2 on T1: 400 belowMinimum"): refused alike twice with nothing in flight */
const ended: string[] = [];

/** a refusal that waiting for her other payments cannot change: not in progress, not too many, not out of reach */
const byRule = (status: number) =>
  status >= 400 && status < 500 && status !== 409 && status !== 429;

async function payUntil(
  lane: Lane,
  headers: Headers,
  card: TPaymentCard,
  until: number,
  nextAmount: () => string,
) {
  /** the last refusal by a rule met with nothing of hers in flight on the loan */
  let refusedIdle: string | null = null;
  while (Date.now() < until) {
    const idle = (await inFlightOn(lane.loanId)).length === 0;
    const res = await submit(t, headers, paymentBody(lane.loanId, card, nextAmount(), lane.extra));
    // a refusal at the door is an answer: a rule of the loan (4xx), or the loan systems out of reach (503 with
    // Retry-After) — never another 5xx.
    expect(res.statusCode === 503 || res.statusCode < 500, res.body).toBe(true);
    if (res.statusCode !== 202) {
      const { errorCode, message, error } = res.json() as Record<string, string | undefined>;
      const why = `${res.statusCode} ${errorCode ?? message ?? error ?? ''}`;
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
      // the loan takes no more of these (a late loan brought current no longer takes a partial; a loan paid off, none):
      // the lane ends, as she would stop, instead of asking again without a pause until the run ends
      if (idle && byRule(res.statusCode) && refusedIdle === why) {
        ended.push(`${lane.profile} on ${lane.loanId}: ${why}`);
        return;
      }
      refusedIdle = idle && byRule(res.statusCode) ? why : null;
      // she tries again once nothing of hers is in flight on the loan (what a refusal at the door waits on)
      await expect
        .poll(async () => (await inFlightOn(lane.loanId)).length, { timeout: 120_000 })
        .toBe(0);
      continue;
    }
    refusedIdle = null;
    await settle(t, headers, (res.json() as { messageKey: string }).messageKey, 60_000).catch(
      () => undefined, // still processing: the end of the run waits for every payment
    );
  }
}

describe(`the chaos run (seed ${SEED}, ${SECONDS} s)`, () => {
  it(
    'ends with every payment posted once or failed uncharged, and reconciliation finds no difference',
    async () => {
      console.log(
        `[chaos] seed ${SEED}, ${SECONDS} s, faults on ${FAULT_RATE * 100} % of postings`,
      );
      randomFaults(0);
      const until = Date.now() + SECONDS * 1000;
      const nextAmount = amounts(SEED);
      // each borrower signs in and saves her card once, one at a time (her two lanes saving the same card at once left
      // one lane holding a token that no longer found her card: 404 at every submit), then pays in two lanes on her loan
      const signedIn: [Lane, Headers, TPaymentCard][] = [];
      for (const lane of LANES) {
        const { headers } = await signIn(t.app, lane.email);
        const card = await addCard(t, headers, profileIdOf(lane.profile), '4111111111111111', true);
        signedIn.push([lane, headers, card]);
      }
      await signSettlement(signedIn.find(([lane]) => lane.loanId === S1)![1]);
      const s1Before = await s1Payoff();
      const outages = outagesUntil(until);
      await Promise.all(
        signedIn
          .flatMap((pair) => [pair, pair])
          .map(([lane, headers, card]) => payUntil(lane, headers, card, until, nextAmount)),
      );
      await outages;

      // the faults end; the recovery's wait passes for a posting whose job gave up
      proxy.clear();
      ahead += PAYMENT_RECOVERY_AGE_MS + 1_000;
      const open = () =>
        t.database.db
          .select({ id: payments.id })
          .from(payments)
          .where(inArray(payments.status, ['pending', 'authorized']));
      await expect
        .poll(async () => (await open()).length, { timeout: 120_000 })
        .toBe(0)
        .catch(async (error: unknown) => {
          // what was left processing, and what its posting step says
          const left = await t.database.db
            .select({ payment: payments, step: paymentPostings })
            .from(payments)
            .leftJoin(paymentPostings, eq(paymentPostings.paymentId, payments.id))
            .where(inArray(payments.status, ['pending', 'authorized']));
          console.log('[chaos] left processing:', JSON.stringify(left, null, 1));
          const unanswered = await t.database.db
            .select({ step: paymentPostings, status: payments.status, loanId: payments.loanId })
            .from(paymentPostings)
            .innerJoin(payments, eq(payments.id, paymentPostings.paymentId))
            .where(isNull(paymentPostings.answeredAt));
          console.log('[chaos] postings not answered:', JSON.stringify(unanswered, null, 1));
          throw error;
        });

      const all = await t.database.db.select().from(payments);
      const ledger = await loanSystems.database.db.select().from(loanPayments);
      const postingsOf = new Map<string, number[]>();
      for (const row of ledger)
        postingsOf.set(row.paymentId, [...(postingsOf.get(row.paymentId) ?? []), row.amountCents]);
      for (const payment of all)
        expect(
          postingsOf.get(payment.id) ?? [],
          `payment ${payment.id} (${payment.status})`,
        ).toEqual(payment.status === 'posted' ? [payment.amountCents] : []);
      const charges = await t.database.db
        .select()
        .from(processorAuthorizations)
        .where(eq(processorAuthorizations.status, 'approved'));
      const statusOf = new Map(all.map((payment) => [payment.id, payment.status]));
      for (const charge of charges)
        expect(
          {
            posted: statusOf.get(charge.idempotencyKey) === 'posted',
            voided: charge.voidedAt !== null,
          },
          `charge ${charge.idempotencyKey}`,
        ).toEqual({ posted: charge.voidedAt === null, voided: charge.voidedAt !== null });

      // S1: every part counted toward the settlement, and its balance down by what posted, once
      const onS1 = all.filter((payment) => payment.loanId === S1 && payment.status === 'posted');
      expect(onS1.every((payment) => payment.paymentType === 5)).toBe(true);
      const paidOnS1 = onS1.reduce((sum, payment) => sum + payment.amountCents, 0);
      expect(await s1Payoff()).toBe(s1Before - paidOnS1);

      const steps = await t.database.db.select().from(paymentPostings);
      const days = [...new Set(steps.map((step) => (step.body as { postedOn: string }).postedOn))];
      const loans = createHttpLoanSystems({ url: loanSystems.url, timeoutMs: 2_000 });
      const log = { info: () => undefined, error: () => undefined };
      const clock = () => new Date();
      for (const day of days) {
        const run = await runReconciliation({ db: t.database.db, loans, clock, log }, day);
        expect(run.differences, `reconciliation of ${day}`).toEqual([]);
      }

      const faults = proxy.log.filter((seen) => seen.fault !== null);
      const byKind = Object.fromEntries(
        [...new Set(faults.map((seen) => seen.fault))].map((kind) => [
          kind,
          faults.filter((seen) => seen.fault === kind).length,
        ]),
      );
      const posted = all.filter((payment) => payment.status === 'posted').length;
      const resumed = steps.filter((step) => step.resumes > 0).length;
      // why each failed: the operator record's reason (a charge voided), else the error shown (never charged)
      const reasons = new Map(
        (await t.database.db.select().from(paymentExceptions)).map((row) => [
          row.paymentId,
          row.reason,
        ]),
      );
      const failedWhy = new Map<string, number>();
      for (const payment of all)
        if (payment.status === 'failed') {
          const why = reasons.get(payment.id) ?? payment.error ?? '';
          failedWhy.set(why, (failedWhy.get(why) ?? 0) + 1);
        }
      console.log(
        `[chaos] seed ${SEED}: ${all.length} payments (${posted} posted, ${all.length - posted} failed; ` +
          `${onS1.length} toward S1's settlement), ` +
          `refused at the door: ${JSON.stringify(Object.fromEntries(refusals))}, ` +
          `lanes ended by a rule: ${ended.length > 0 ? ended.join('; ') : 'none'}, ` +
          `${faults.length} faults ${JSON.stringify(byKind)}, ${resumed} postings asked again by the recovery, ` +
          `${days.length} day(s) reconciled: 0 differences; failed: ${[...failedWhy].map(([why, n]) => `${n} × ${why}`).join('; ') || 'none'}`,
      );
      expect(all.length).toBeGreaterThan(0);
    },
    (SECONDS + 300) * 1000,
  );
});
