/**
 * A draw across a network that fails (issue 51, decision 068): the API over the loan-systems service with the fault
 * proxy between them. For each fault on the draw's posting — a timeout before or after the service applied it, a 5xx,
 * a reset, a lost answer, a slow answer, a duplicate delivery — and for a fault that outlasts the job's retries, the
 * invariant holds: the card was paid once and the draw posted once (its amount added to the line once), and the
 * borrower's status ends in her confirmation, never "pending" for good. The push to her card meets the same faults
 * (faultyPort before the card processor's sandbox, decision 079): paid once under the draw's key, never failed blind.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZCardsResponseSchema, type TPaymentCard } from '@lender/contract';
import { cashAdvances, draws, loans } from '../../db/schema';
import { businessDateOf } from '../../db/loan-payoff';
import { loanIdOf } from '../../db/seed';
import { approvedDisbursements } from '../../integrations/card-processor/sandbox';
import { logCapture } from '../../testing/build-test-app';
import { payoffToday } from '../../testing/loan-payoff';
import { faultyLoanSystems, WRITE_FAULTS } from '../../testing/faulty-loan-systems';
import { faultyCardProcessor } from '../../testing/faulty-sandboxes';
import { cardsTestApp, type CardsTestApp, type Headers } from '../cards/test-kit';
import { drawSettled, takeAddOnLock } from './funds-test-kit';
import { DRAW_POSTING_UNANSWERED, DRAW_RECOVERY_AGE_MS } from './job';

const L1 = loanIdOf('L1');
const POST_DRAW = '/v1/systems/NLS/postDraw';

const faulty = faultyLoanSystems();
let t: CardsTestApp;
let carla: Headers;
let visa: TPaymentCard;
const logs = logCapture();
/** the app's clock runs ahead by this much (the recovery's wait, without waiting) */
let ahead = 0;
/** the card processor's sandbox behind the faults: a timeout or a reset may have applied, a 5xx did not */
const processor = faultyCardProcessor(() => t.database.db);

beforeAll(async () => {
  t = await cardsTestApp({
    env: faulty.env(),
    clock: () => new Date(Date.now() + ahead),
    logStream: logs.stream,
    jobs: {
      recoveryIntervalMs: 200,
      policies: { draw: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
      overrides: { draw: { processor: processor.port } },
    },
  });
  carla = await t.headers('P3');
  visa = ZCardsResponseSchema.parse(
    (await t.call(carla, 'GET', '/cards?processorType=1')).json(),
  ).cards.find((c) => c.cardNumber === '1111')!;
});
afterAll(async () => t?.close());
afterEach(() => processor.clear());

const lineInService = async () =>
  (await faulty.service.database.db.select().from(loans).where(eq(loans.id, L1)))[0]!;
const principalInService = async () => (await lineInService()).principalCents;

/** draws $10.00 on L1 to her Visa; the draw's messageKey and the service's principal before it */
async function drawThrough() {
  const before = await principalInService();
  expect((await takeAddOnLock(t, carla, L1, faulty.service.database.db)).statusCode).toBe(200);
  const res = await t.call(carla, 'POST', '/draw', {
    loanId: L1,
    lmsId: '30003-001',
    amount: '10.00',
    cardIds: visa.cardIds,
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(202);
  return { messageKey: (res.json() as { messageKey: string }).messageKey, before };
}

/** paid to the card once, posted once in the service (one cash advance), the line's principal up once */
async function expectPaidAndPostedOnce(messageKey: string, before: number) {
  const [draw] = await t.database.db.select().from(draws).where(eq(draws.messageKey, messageKey));
  expect(draw?.status).toBe('posted');
  const paid = (await approvedDisbursements(t.database.db)).filter(
    (d) => d.idempotencyKey === `draw:${draw!.id}`,
  );
  expect(paid).toHaveLength(1);
  expect(draw?.reference).toBe(paid[0]?.id);
  const posted = await faulty.service.database.db
    .select()
    .from(cashAdvances)
    .where(eq(cashAdvances.transactionId, `DRAW-${draw!.id}`));
  expect(posted.map((row) => row.amountCents)).toEqual([1_000]);
  expect(await principalInService()).toBe(before + 1_000);
}

describe('a draw whose posting meets a fault', () => {
  it.each(WRITE_FAULTS)('%s: paid once, posted once, and she is told', async (_name, fault) => {
    faulty.proxy.inject({ path: POST_DRAW, fault });
    const { messageKey, before } = await drawThrough();
    const done = await drawSettled(t, carla, messageKey);
    expect(done).toMatchObject({ pending: false, Error: null });
    // the line as the service has it after the draw (the app's database holds no copy of it: buildTestApp)
    const line = await lineInService();
    expect(done.confirmation).toMatchObject({
      amountCents: 1_000,
      cardNumber: '1111',
      balanceCents: payoffToday(line),
    });
    expect(faulty.proxy.met(fault.kind)).toBe(1);
    await expectPaidAndPostedOnce(messageKey, before);
  });

  it('answers lost on every try of a call: the job asks again by the draw’s key, and gets the posting made', async () => {
    faulty.proxy.inject({ path: POST_DRAW, fault: { kind: 'lostAnswer' }, times: 4 });
    const { messageKey, before } = await drawThrough();
    expect(await drawSettled(t, carla, messageKey)).toMatchObject({ pending: false, Error: null });
    expect(faulty.proxy.forwarded(POST_DRAW)).toBeGreaterThanOrEqual(5);
    await expectPaidAndPostedOnce(messageKey, before);
  });

  it('a service away past the job’s last retry: kept pending and paid once, and posted once it is back', async () => {
    faulty.proxy.inject({ path: POST_DRAW, fault: { kind: 'serverError' }, times: Infinity });
    const { messageKey, before } = await drawThrough();
    const [draw] = await t.database.db.select().from(draws).where(eq(draws.messageKey, messageKey));
    await expect
      .poll(
        () =>
          logs.lines.some(
            (line) => line.drawId === draw!.id && line.msg === DRAW_POSTING_UNANSWERED,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    // her screen still says pending: the card was paid, the posting is owed
    expect(
      (await t.call(carla, 'GET', `/draw?key=${messageKey}`)).json() as { pending: boolean },
    ).toMatchObject({ pending: true });
    // the service is back; the recovery's wait passes: the posting is asked again by the draw's key
    faulty.proxy.clear();
    ahead += DRAW_RECOVERY_AGE_MS + 1_000;
    expect(await drawSettled(t, carla, messageKey)).toMatchObject({ pending: false, Error: null });
    await expectPaidAndPostedOnce(messageKey, before);
  });
});

describe('a draw whose push to her card meets a fault', () => {
  it.each(WRITE_FAULTS)('%s: paid once, posted once, and she is told', async (_name, fault) => {
    processor.inject({ method: 'pushToCard', fault });
    const { messageKey, before } = await drawThrough();
    expect(await drawSettled(t, carla, messageKey)).toMatchObject({ pending: false, Error: null });
    expect(processor.met(fault.kind)).toBe(1);
    await expectPaidAndPostedOnce(messageKey, before);
  });

  it('every answer lost past the job’s last retry: pending, never failed, and paid and posted once when it answers', async () => {
    processor.inject({ method: 'pushToCard', fault: { kind: 'lostAnswer' }, times: Infinity });
    const pushedBefore = processor.made('pushToCard');
    const { messageKey, before } = await drawThrough();
    // the job's two runs each pushed (under the draw's key) and lost the answer
    await expect
      .poll(() => processor.made('pushToCard') - pushedBefore, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(
      (await t.call(carla, 'GET', `/draw?key=${messageKey}`)).json() as { pending: boolean },
    ).toMatchObject({ pending: true });
    // the processor answers again; the recovery's wait passes: the push is asked again by its key
    processor.clear();
    ahead += DRAW_RECOVERY_AGE_MS + 1_000;
    expect(await drawSettled(t, carla, messageKey)).toMatchObject({ pending: false, Error: null });
    await expectPaidAndPostedOnce(messageKey, before);
  });
});

describe('reconciliation after the faults', () => {
  const reconcileDay = (day: string) => faulty.reconcileDay(t.database.db, day);
  const postedDraws = () => t.database.db.select().from(draws).where(eq(draws.status, 'posted'));
  /** one more draw, without a fault: the test does not lean on the tests before it */
  const drawOnce = async () => {
    const { messageKey } = await drawThrough();
    await drawSettled(t, carla, messageKey);
    const [draw] = await t.database.db.select().from(draws).where(eq(draws.messageKey, messageKey));
    return draw!;
  };

  it('finds no difference between the draws posted here and the cash advances the service posted for them', async () => {
    await drawOnce();
    const posted = await postedDraws();
    // the days the draws were paid on (one, unless the file ran across midnight in Chicago)
    const days = [...new Set(posted.map((draw) => businessDateOf(draw.paidAt!)))];
    const runs = await Promise.all(days.map(reconcileDay));
    expect(runs.reduce((sum, run) => sum + run.ours, 0)).toBe(posted.length);
    for (const run of runs) {
      expect(run.theirs).toBe(run.ours);
      expect(run.differences).toEqual([]);
    }
  });

  it('finds a draw whose cash advance the service lost', async () => {
    const lost = await drawOnce();
    await faulty.service.database.db
      .delete(cashAdvances)
      .where(eq(cashAdvances.transactionId, `DRAW-${lost.id}`));
    const run = await reconcileDay(businessDateOf(lost.paidAt!));
    expect(run.differences).toEqual([
      {
        kind: 'missingInLoanSystem',
        movement: 'draw',
        paymentId: lost.id,
        loanId: L1,
        ourAmountCents: 1_000,
        theirAmountCents: null,
      },
    ]);
  });
});
