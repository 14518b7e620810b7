/**
 * A cash advance cancel across a network that fails (issue 51, decision 068): the API over the loan-systems service
 * with the fault proxy between them. Each case cancels a pending advance of its own on Carla's line (the service's
 * sandbox store counter asks for it, in the service's database). For each fault on the cancel — a timeout before or
 * after the service applied it, a 5xx, a reset, a lost answer, a slow answer, a duplicate delivery — the advance ends
 * cancelled once, the line's available credit as the service has it comes back by its amount once, and her answer is
 * the cancel. A fault that outlasts the call's attempts answers a clear 503 `loanSystemsUnavailable`, never another
 * 5xx, and her retry then cancels it. Reconciliation of the day then finds no difference.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault } from '@lender/fault-proxy';
import { ZDrawLimitsResponseSchema } from '@lender/contract';
import { cashAdvances } from '../../db/schema';
import { businessDateOf } from '../../db/loan-payoff';
import { loanIdOf } from '../../db/seed';
import { requestSandboxCashAdvance } from '../../integrations/loan-systems/ledger/post-draw';
import { faultyLoanSystems, WRITE_FAULTS } from '../../testing/faulty-loan-systems';
import { cardsTestApp, type CardsTestApp, type Headers } from '../cards/test-kit';

const L1 = loanIdOf('L1');
const CANCEL = '/v1/systems/NLS/cancelCashAdvance';
const AMOUNT_CENTS = 2_500;

const faulty = faultyLoanSystems();
let t: CardsTestApp;
let carla: Headers;

beforeAll(async () => {
  t = await cardsTestApp({ env: faulty.env() });
  carla = await t.headers('P3');
});
afterAll(async () => t?.close());

/** her line's available credit now, as the app reads it from the service (pending advances counted) */
const available = async () =>
  ZDrawLimitsResponseSchema.parse((await t.call(carla, 'GET', `/drawLimits?loanId=${L1}`)).json())
    .availableCreditCents;

/** a store's pending advance (1000, not batched) on her line, in the service: its transaction id */
const pendingAdvance = () =>
  requestSandboxCashAdvance(faulty.service.database.db, {
    loanId: L1,
    amountCents: AMOUNT_CENTS,
    now: new Date(),
  });

const cancel = (transactionId: string) =>
  t.call(carla, 'DELETE', '/draw', { loanId: L1, lmsId: '30003-001', transactionId });

/** the advance as the service holds it: one row, its status */
const statusInService = async (transactionId: string) =>
  (
    await faulty.service.database.db
      .select({ status: cashAdvances.status })
      .from(cashAdvances)
      .where(eq(cashAdvances.transactionId, transactionId))
  ).map((row) => row.status);

/** a new pending advance, and her cancel of it with `fault` on the way: the answer, the credit before the cancel */
async function cancelThrough(fault?: Fault) {
  const transactionId = await pendingAdvance();
  const before = await available();
  if (fault) faulty.proxy.inject({ path: CANCEL, fault });
  return { transactionId, before, answer: await cancel(transactionId) };
}

/** cancelled once in the service, and the credit back by its amount once: in her answer and on her next read */
async function expectCancelledOnce(
  answer: Awaited<ReturnType<typeof cancel>>,
  transactionId: string,
  before: number,
) {
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toEqual({ cancelled: true, availableCreditCents: before + AMOUNT_CENTS });
  expect(await statusInService(transactionId)).toEqual(['cancelled']);
  expect(await available()).toBe(before + AMOUNT_CENTS);
}

describe('a cash advance cancel that meets a fault', () => {
  it.each(WRITE_FAULTS)(
    '%s: cancelled once, the credit back once, and she is told',
    async (_name, fault) => {
      const { transactionId, before, answer } = await cancelThrough(fault);
      expect(faulty.proxy.met(fault.kind)).toBe(1);
      await expectCancelledOnce(answer, transactionId, before);
    },
  );

  it.each<[string, Fault, string]>([
    ['a 5xx on every attempt', { kind: 'serverError' }, 'pending'],
    ['an answer lost on every attempt', { kind: 'lostAnswer' }, 'cancelled'],
  ])(
    '%s: a clear 503 loanSystemsUnavailable, and her retry cancels it once',
    async (_name, fault, inService) => {
      // the adapter's four attempts all meet the fault: the call gives up
      faulty.proxy.inject({ path: CANCEL, fault, times: 4 });
      const { transactionId, before, answer } = await cancelThrough();
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toMatchObject({ errorCode: 'loanSystemsUnavailable' });
      expect(await statusInService(transactionId)).toEqual([inService]);
      // the service answers again: her retry (a new call, asked anew) cancels it, or finds it cancelled
      faulty.proxy.clear();
      await expectCancelledOnce(await cancel(transactionId), transactionId, before);
    },
  );
});

describe('reconciliation after the faults', () => {
  it('finds no difference between the draws here and the service’s cash advances', async () => {
    const { transactionId, before, answer } = await cancelThrough();
    await expectCancelledOnce(answer, transactionId, before);
    const run = await faulty.reconcileDay(t.database.db, businessDateOf(new Date()));
    expect(run.theirs).toBe(run.ours);
    expect(run.differences).toEqual([]);
  });
});
