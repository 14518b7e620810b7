/**
 * A new title loan across a network that fails (issue 51, decision 068): the API over the loan-systems service with the
 * fault proxy between them. For each fault on the loan's making — a timeout before or after the service applied it, a
 * 5xx, a reset, a lost answer, a slow answer, a duplicate delivery — one loan is made under the origination's
 * reference, and her origination ends awaiting her signature; a void and a release whose answers are lost still void
 * or release the loan once; a service away past the job's last retry leaves the origination originating (never failed
 * while its loan may exist), and the recovery finishes it once the service is back.
 */
import { randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoanStatus } from '@lender/domain';
import { loans, originations } from '../../../db/schema';
import { logCapture } from '../../../testing/build-test-app';
import { faultyLoanSystems, WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { ORIGINATION_RECOVERY_AGE_MS, ORIGINATION_UNANSWERED } from './job';
import {
  onSigningPage,
  originate,
  originateBody,
  polled,
  startSigning,
} from './origination-test-kit';

const SYSTEM = '/v1/systems/TLXe';
const ORIGINATE = `${SYSTEM}/originateLoan`;

const faulty = faultyLoanSystems();
let t: CardsTestApp;
let frank: Headers;
const logs = logCapture();
/** the app's clock runs ahead by this much (the recovery's wait, without waiting) */
let ahead = 0;

beforeAll(async () => {
  t = await cardsTestApp({
    env: faulty.env(),
    clock: () => new Date(Date.now() + ahead),
    logStream: logs.stream,
    jobs: {
      recoveryIntervalMs: 200,
      policies: { originateLoan: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
    },
  });
  frank = await t.headers('P6');
});
afterAll(async () => t?.close());

const key = (res: { json(): unknown }) => (res.json() as { messageKey: string }).messageKey;
const originationOf = async (messageKey: string) =>
  (
    await t.database.db.select().from(originations).where(eq(originations.messageKey, messageKey))
  )[0]!;
/** the service's loans made under the origination's reference: one, whatever the faults */
const loansInService = async (originationId: string) =>
  faulty.service.database.db
    .select({ id: loans.id, status: loans.status, awaitingSignature: loans.awaitingSignature })
    .from(loans)
    .where(eq(loans.originReference, `origination:${originationId}`));

/** P6 asks for a $500.00 title loan paid at the store; its messageKey */
async function asked(): Promise<string> {
  const res = await originate(
    t,
    frank,
    await originateBody(t, { amount: '500.00', type: 2 }, faulty.service.database.db),
  );
  expect(res.statusCode, res.body).toBe(202);
  return key(res);
}

/** the origination awaits her signature with one loan made in the service, hidden; its loan id */
async function expectOneLoanAwaitingSignature(messageKey: string): Promise<string> {
  const made = await polled(t, frank, messageKey);
  expect(made).toMatchObject({ Error: null, origination: { status: 'awaitingSignature' } });
  const { id } = await originationOf(messageKey);
  expect(await loansInService(id)).toEqual([
    { id: made.loanId, status: 12, awaitingSignature: true },
  ]);
  return made.loanId!;
}

/** she declines on the signing page: the origination ends declined and its loan is voided (Deleted, 10) once */
async function decline(messageKey: string, loanId: string) {
  const envelope = await startSigning(t, frank, loanId);
  expect((await onSigningPage(t, envelope.signingUrl, 'decline')).statusCode).toBe(200);
  expect(await polled(t, frank, messageKey)).toMatchObject({ origination: { status: 'declined' } });
  const { id } = await originationOf(messageKey);
  expect(await loansInService(id)).toEqual([{ id: loanId, status: 10, awaitingSignature: true }]);
}

describe('an origination whose loan meets a fault', () => {
  it.each(WRITE_FAULTS)('%s: one loan made, awaiting her signature', async (_name, fault) => {
    faulty.proxy.inject({ path: ORIGINATE, fault });
    const messageKey = await asked();
    const loanId = await expectOneLoanAwaitingSignature(messageKey);
    expect(faulty.proxy.met(fault.kind)).toBe(1);
    await decline(messageKey, loanId);
  });

  it('answers lost on every try of a call: the job asks again, and the loan made is answered by its reference', async () => {
    faulty.proxy.inject({ path: ORIGINATE, fault: { kind: 'lostAnswer' }, times: 4 });
    const messageKey = await asked();
    const loanId = await expectOneLoanAwaitingSignature(messageKey);
    expect(faulty.proxy.forwarded(ORIGINATE)).toBeGreaterThanOrEqual(5);
    await decline(messageKey, loanId);
  });

  it('a void whose answers are all lost: her read is refused, and the next voids it once and ends it declined', async () => {
    const messageKey = await asked();
    const loanId = await expectOneLoanAwaitingSignature(messageKey);
    const envelope = await startSigning(t, frank, loanId);
    expect((await onSigningPage(t, envelope.signingUrl, 'decline')).statusCode).toBe(200);
    faulty.proxy.inject({
      path: `${SYSTEM}/voidOriginatedLoan`,
      fault: { kind: 'lostAnswer' },
      times: 4,
    });
    const refused = await t.call(frank, 'GET', `/loanOriginate?key=${messageKey}`);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([503, 'loanSystemsUnavailable']);
    expect((await originationOf(messageKey)).status).toBe('awaitingSignature');
    expect(await polled(t, frank, messageKey)).toMatchObject({
      origination: { status: 'declined' },
    });
    expect(await loansInService((await originationOf(messageKey)).id)).toEqual([
      { id: loanId, status: 10, awaitingSignature: true },
    ]);
  });

  it('a service away past the job’s last retry: still originating, never failed, and made once it is back', async () => {
    faulty.proxy.inject({ path: ORIGINATE, fault: { kind: 'serverError' }, times: Infinity });
    const messageKey = await asked();
    const { id } = await originationOf(messageKey);
    await expect
      .poll(
        () =>
          logs.lines.some(
            (line) => line.originationId === id && line.msg === ORIGINATION_UNANSWERED,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect((await originationOf(messageKey)).status).toBe('originating');
    // the service is back; the recovery's wait passes: the loan is asked for again by its reference
    faulty.proxy.clear();
    ahead += ORIGINATION_RECOVERY_AGE_MS + 1_000;
    const loanId = await expectOneLoanAwaitingSignature(messageKey);
    await decline(messageKey, loanId);
  });
});

describe('reconciliation after the faults', () => {
  const service = () => faulty.service.database.db;

  it('finds no difference between the originations here and the loans the service made for them', async () => {
    // one more, without a fault: the test does not lean on the tests before it
    const messageKey = await asked();
    await decline(messageKey, await expectOneLoanAwaitingSignature(messageKey));
    const made = await t.database.db
      .select()
      .from(originations)
      .where(isNotNull(originations.openedOn));
    // the days their loans opened on (one, unless the file ran across midnight in Chicago)
    const days = [...new Set(made.map((origination) => origination.openedOn!))];
    const runs = await Promise.all(days.map((day) => faulty.reconcileDay(t.database.db, day)));
    expect(runs.reduce((sum, run) => sum + run.ours, 0)).toBeGreaterThanOrEqual(made.length);
    for (const run of runs) {
      expect(run.theirs).toBe(run.ours);
      expect(run.differences).toEqual([]);
    }
  });

  it('finds a loan the service released before she signed, and one it made for an origination this app never asked for', async () => {
    const messageKey = await asked();
    const loanId = await expectOneLoanAwaitingSignature(messageKey);
    const origination = await originationOf(messageKey);
    await service().update(loans).set({ awaitingSignature: false }).where(eq(loans.id, loanId));
    const [made] = await service().select().from(loans).where(eq(loans.id, loanId));
    const { id: _id, loanNumber, ...row } = made!;
    const stranger = randomUUID();
    const [other] = await service()
      .insert(loans)
      .values({ ...row, loanNumber: `${loanNumber}X`, originReference: `origination:${stranger}` })
      .returning({ id: loans.id });
    const run = await faulty.reconcileDay(t.database.db, origination.openedOn!);
    // put back as they were, and declined: the other test of the day finds nothing, whichever runs first
    await service().delete(loans).where(eq(loans.id, other!.id));
    await service().update(loans).set({ awaitingSignature: true }).where(eq(loans.id, loanId));
    await decline(messageKey, loanId);
    expect(run.differences.filter((found) => found.movement === 'origination')).toEqual([
      {
        kind: 'stateDiffers',
        movement: 'origination',
        paymentId: origination.id,
        loanId,
        ourAmountCents: 50_000,
        theirAmountCents: 50_000,
      },
      {
        kind: 'unknownPayment',
        movement: 'origination',
        paymentId: stranger,
        loanId: other!.id,
        ourAmountCents: null,
        theirAmountCents: 50_000,
      },
    ]);
  });
});

// its origination ends funded, and with it P6's appraisal (one live origination an appraisal): put back at its end
describe('a signed origination whose release meets a fault', () => {
  it('a release whose answers are all lost: her read is refused, and the next releases it once and funds it', async () => {
    const messageKey = await asked();
    const loanId = await expectOneLoanAwaitingSignature(messageKey);
    const envelope = await startSigning(t, frank, loanId);
    expect((await onSigningPage(t, envelope.signingUrl, 'sign')).statusCode).toBe(200);
    faulty.proxy.inject({
      path: `${SYSTEM}/releaseOriginatedLoan`,
      fault: { kind: 'lostAnswer' },
      times: 4,
    });
    const refused = await t.call(frank, 'GET', `/loanOriginate?key=${messageKey}`);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([503, 'loanSystemsUnavailable']);
    expect((await originationOf(messageKey)).status).toBe('awaitingSignature');
    try {
      const funded = await polled(t, frank, messageKey, (s) => s.origination?.status === 'funded');
      expect(funded).toMatchObject({ Error: null, origination: { status: 'funded' } });
      expect(await loansInService((await originationOf(messageKey)).id)).toEqual([
        { id: loanId, status: 12, awaitingSignature: false },
      ]);
    } finally {
      // put back: the appraisal free again (the origination ended, its loan voided, as a decline leaves them), so the
      // other tests originate from it whichever runs first, and reconciliation finds the two sides alike
      await t.database.db
        .update(originations)
        .set({ status: 'declined' })
        .where(eq(originations.messageKey, messageKey));
      await faulty.service.database.db
        .update(loans)
        .set({ status: LoanStatus.Deleted })
        .where(eq(loans.id, loanId));
    }
  });
});
