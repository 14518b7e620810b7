/**
 * Issue 12 (decision 025): an appraisal offer P6 declined or that expired cannot be taken up; a card that declines
 * the payout leaves the signed loan unfunded (failed, "call your store") and the appraisal taken; a stuck
 * origination is queued again by recovery.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountsResponseSchema, ZOffersResponseSchema } from '@lender/contract';
import { loans, offers, originations } from '../../../db/schema';
import { approvedDisbursements } from '../../../integrations/card-processor/sandbox';
import { TEST_CARDS } from '../../../integrations/card-processor/test-cards';
import { testConfig } from '../../../testing/build-test-app';
import { addCard, cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { originateLoanJob } from './job';
import {
  appraisalId,
  info,
  onSigningPage,
  originate,
  originateBody,
  polled,
  startSigning,
} from './origination-test-kit';
import { testLoanSystems } from '../../../testing/loan-systems';

let t: CardsTestApp;
let frank: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  frank = await t.headers('P6');
});
afterAll(async () => t.close());

const FIRST_TRY = { retryCount: 0, retryLimit: 5, final: false };
const key = (res: { json(): unknown }) => (res.json() as { messageKey: string }).messageKey;

describe('an offer the borrower declined or that expired', () => {
  it('declined (PUT /appraisalStatus): GET /offers and /originationInfo say so, POST /loanOriginate is 409 origination.offerDeclined', async () => {
    const appraisal = await appraisalId(t);
    expect(
      (
        await t.call(frank, 'PUT', '/appraisalStatus', {
          appraisalId: appraisal,
          status: 'declined',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      ZOffersResponseSchema.parse((await t.call(frank, 'GET', '/offers')).json()).offers[0],
    ).toMatchObject({ offerId: 12, declined: true });
    expect((await info(t, frank)).declined).toBe(true);
    const res = await originate(t, frank, await originateBody(t, { type: 2 }));
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'origination.offerDeclined']);
    await t.database.db.update(offers).set({ declinedAt: null }).where(eq(offers.id, appraisal));
  });

  it('expired (docExp before now): 409 origination.offerExpired, and GET /originationInfo says expired', async () => {
    const appraisal = await appraisalId(t);
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, appraisal));
    await t.database.db
      .update(offers)
      .set({ docExp: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, appraisal));
    try {
      const res = await originate(t, frank, await originateBody(t, { type: 2 }));
      expect([res.statusCode, res.json().errorCode]).toEqual([409, 'origination.offerExpired']);
      expect((await info(t, frank)).expired).toBe(true);
    } finally {
      await t.database.db
        .update(offers)
        .set({ docExp: offer!.docExp })
        .where(eq(offers.id, appraisal));
    }
    expect(await t.database.db.select().from(originations)).toEqual([]);
  });
});

describe('a card that declines the payout', () => {
  it('fails the origination with the reason and “call your store”; the signed loan stays, nothing is paid, the appraisal stays taken', async () => {
    const declining = await addCard(t, frank, {
      cardNumber: TEST_CARDS.declined,
      firstName: 'Frank',
      lastName: 'Mendez',
    });
    const res = await originate(
      t,
      frank,
      await originateBody(t, { amount: '1,000.00', card: declining }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const loanId = (await polled(t, frank, key(res))).loanId!;
    const envelope = await startSigning(t, frank, loanId);
    expect((await onSigningPage(t, envelope.signingUrl)).statusCode).toBe(200);
    const failed = await polled(
      t,
      frank,
      key(res),
      (s) => s.origination.status === 'failed' || s.origination.status === 'funded',
    );
    expect(failed).toMatchObject({
      loanId,
      Error: expect.stringContaining('call your store'),
      origination: { status: 'failed' },
    });
    const [row] = await t.database.db
      .select()
      .from(originations)
      .where(eq(originations.loanId, loanId));
    expect(
      (await approvedDisbursements(t.database.db)).filter(
        (d) => d.idempotencyKey === `origination:${row!.id}`,
      ),
    ).toEqual([]);
    expect((await t.database.db.select().from(loans).where(eq(loans.id, loanId)))[0]).toMatchObject(
      { status: 12, awaitingSignature: false },
    );
    const shown = ZAccountsResponseSchema.parse(
      (await t.call(frank, 'GET', '/accounts?brandName=tmx')).json(),
    ).loans;
    expect(shown.map((l) => l.loanId)).toContain(loanId);
    const again = await originate(t, frank, await originateBody(t, { type: 2 }));
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'origination.inProgress']);
    expect(
      (
        await t.call(frank, 'PUT', '/appraisalStatus', {
          appraisalId: await appraisalId(t),
          status: 'declined',
        })
      ).statusCode,
    ).toBe(409);
  }, 30_000);
});

describe('recovery', () => {
  it('queues again an origination still originating after a minute, and the loan is made once', async () => {
    const [row] = await t.database.db.select().from(originations);
    const later = () => new Date(Date.now() + 120_000);
    // an origination stored but never run (a crash between the insert and the queue)
    const [stuck] = await t.database.db
      .insert(originations)
      .values({
        ...row!,
        id: undefined as never,
        messageKey: 'orig_stuck',
        idempotencyKey: 'stuck',
        status: 'declined',
        loanId: null,
        envelopeId: null,
        error: null,
      })
      .returning();
    await t.database.db
      .update(originations)
      .set({ status: 'originating', updatedAt: new Date(Date.now() - 5_000) })
      .where(eq(originations.id, stuck!.id));
    const context = {
      config: testConfig(),
      database: t.database,
      loans: testLoanSystems(t.database.db),
      clock: later,
      log: t.app.log,
      queue: t.app.jobs,
      metrics: {} as never,
    };
    // inserted directly (the service would refuse it while the failed one holds the appraisal): the job is what is tested
    expect(await originateLoanJob.recover!(context)).toBe(1);
    const handler = originateLoanJob.createHandler(context);
    await handler({ originationId: stuck!.id }, FIRST_TRY);
    await handler({ originationId: stuck!.id }, FIRST_TRY);
    const [after] = await t.database.db
      .select()
      .from(originations)
      .where(eq(originations.id, stuck!.id));
    expect(after).toMatchObject({ status: 'awaitingSignature', loanId: expect.any(String) });
    expect(
      await t.database.db
        .select()
        .from(loans)
        .where(eq(loans.originReference, `origination:${stuck!.id}`)),
    ).toHaveLength(1);
  });

  it('ends an origination failed when its last try cannot make the loan: nothing made, "call your store"', async () => {
    const [row] = await t.database.db.select().from(originations);
    // the earlier tests' originations end, so this one may hold the appraisal
    await t.database.db
      .update(originations)
      .set({ status: 'declined' })
      .where(eq(originations.appraisalId, row!.appraisalId));
    const [broken] = await t.database.db
      .insert(originations)
      .values({
        ...row!,
        id: undefined as never,
        messageKey: 'orig_broken',
        idempotencyKey: 'broken',
        status: 'originating',
        loanId: null,
        envelopeId: null,
        error: null,
      })
      .returning();
    const [offer] = await t.database.db
      .select()
      .from(offers)
      .where(eq(offers.id, row!.appraisalId));
    await t.database.db
      .update(offers)
      .set({ collateral: null })
      .where(eq(offers.id, row!.appraisalId));
    try {
      const handler = originateLoanJob.createHandler({
        config: testConfig(),
        database: t.database,
        loans: testLoanSystems(t.database.db),
        clock: () => new Date(),
        log: t.app.log,
        queue: t.app.jobs,
        metrics: {} as never,
      });
      await expect(handler({ originationId: broken!.id }, FIRST_TRY)).rejects.toThrow(
        /no appraisal/,
      );
      expect(
        (await t.database.db.select().from(originations).where(eq(originations.id, broken!.id)))[0]
          ?.status,
      ).toBe('originating');
      await expect(
        handler({ originationId: broken!.id }, { retryCount: 5, retryLimit: 5, final: true }),
      ).rejects.toThrow(/no appraisal/);
      const [after] = await t.database.db
        .select()
        .from(originations)
        .where(eq(originations.id, broken!.id));
      expect(after).toMatchObject({ status: 'failed', loanId: null });
      const status = (await t.call(frank, 'GET', '/loanOriginate?key=orig_broken')).json();
      expect(status).toMatchObject({
        pending: false,
        loanId: null,
        Error: 'The loan could not be made. Please call your store.',
      });
    } finally {
      await t.database.db
        .update(offers)
        .set({ collateral: offer!.collateral })
        .where(eq(offers.id, row!.appraisalId));
    }
  });
});
