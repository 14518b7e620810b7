/**
 * Issue 12 (decision 025): P6 takes a title loan from his appraisal offer. The loan is made by a job, hidden from the
 * dashboard until its agreement is signed through the e-sign sandbox; a declined or expired signing voids it; once
 * signed the money is pushed to his debit card exactly once (a worker killed between the push and its recording
 * pays once). Ten concurrent submits make one loan. P1 reaches none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountsResponseSchema, type TPaymentCard } from '@lender/contract';
import { TITLE_LOAN_ANNUAL_RATE_PPB } from '@lender/domain';
import { customerIdOf } from '../../../db/seed';
import { esignEnvelopes, loans, originations } from '../../../db/schema';
import { approvedDisbursements } from '../../../integrations/card-processor/sandbox';
import { testConfig } from '../../../testing/build-test-app';
import { readPdf } from '../../../testing/pdf-text';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { paymentBody } from '../../payments/test-kit';
import { disburseOriginationJob } from './job';
import {
  appraisalId,
  frankAnaAndVisa,
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
let ana: Headers;
let visa: TPaymentCard;
let crashes = 0;

beforeAll(async () => {
  t = await cardsTestApp({
    jobs: {
      overrides: {
        disburseOrigination: {
          // the first payout's worker is killed twice between the push and its recording
          async afterPush() {
            if (crashes < 2) {
              crashes += 1;
              throw new Error('worker killed between the payout and its recording');
            }
          },
        },
      },
    },
  });
  ({ frank, ana, visa } = await frankAnaAndVisa(t));
});
afterAll(async () => t.close());

const accountsLoans = async (who: Headers) =>
  ZAccountsResponseSchema.parse((await t.call(who, 'GET', '/accounts?brandName=tmx')).json()).loans;
const loanRow = async (loanId: string) =>
  (await t.database.db.select().from(loans).where(eq(loans.id, loanId)))[0]!;
const FIRST_TRY = { retryCount: 0, retryLimit: 5, final: false };
const key = (res: { json(): unknown }) => (res.json() as { messageKey: string }).messageKey;

describe('a declined signing', () => {
  it('voids the loan (Deleted, hidden), ends the origination declined, and a new origination is allowed', async () => {
    const res = await originate(t, frank, await originateBody(t, { amount: '500.00', type: 2 }));
    expect(res.statusCode, res.body).toBe(202);
    const made = await polled(t, frank, key(res));
    expect(made).toMatchObject({
      pending: false,
      Error: null,
      collateral: { year: 2020, make: 'Honda', model: 'Civic' },
      loanAmountCents: 62_500,
      origination: { status: 'awaitingSignature', disbursementType: 2 },
    });
    const loanId = made.loanId!;
    expect(await loanRow(loanId)).toMatchObject({
      status: 12,
      awaitingSignature: true,
      productType: 'title',
      principalCents: 50_000,
      // decision 050: nothing is owed but the amount the day it opens; the $125.00 charge accrues to the due date
      interestCents: 0,
      annualRatePpb: TITLE_LOAN_ANNUAL_RATE_PPB,
    });
    expect((await accountsLoans(frank)).map((l) => l.loanId)).not.toContain(loanId);
    const envelope = await startSigning(t, frank, loanId);
    expect(
      (await t.call(ana, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(ana, 'POST', '/loanSigning', { loanId, documentType: 'loanAgreement' }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(ana, 'GET', `/loanOriginate?key=${key(res)}`)).statusCode).toBe(404);
    expect((await onSigningPage(t, envelope.signingUrl, 'decline')).statusCode).toBe(200);
    const declined = await t.call(frank, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`);
    expect(declined.json()).toMatchObject({ status: 'decline', signed: false });
    const ended = await polled(t, frank, key(res));
    expect(ended).toMatchObject({
      pending: false,
      loanId: null,
      Error: expect.stringContaining('declined'),
      origination: { status: 'declined' },
    });
    expect(await loanRow(loanId)).toMatchObject({
      status: 10,
      awaitingSignature: true,
      principalCents: 0,
      interestCents: 0,
    });
    expect((await accountsLoans(frank)).map((l) => l.loanId)).not.toContain(loanId);
    const resign = await t.call(frank, 'POST', '/loanSigning', {
      loanId,
      documentType: 'loanAgreement',
    });
    expect([resign.statusCode, resign.json().errorCode]).toEqual([
      409,
      'origination.notAwaitingSignature',
    ]);
  });
});

describe('an expired signing', () => {
  it('ends the origination expired and voids the loan once the envelope is past its expiry', async () => {
    const res = await originate(t, frank, await originateBody(t, { amount: '600.00', type: 2 }));
    expect(res.statusCode, res.body).toBe(202);
    const loanId = (await polled(t, frank, key(res))).loanId!;
    const envelope = await startSigning(t, frank, loanId);
    expect((await startSigning(t, frank, loanId)).envelopeId).toBe(envelope.envelopeId);
    // the test clock: the envelope was sent 31 minutes ago (its TTL is 30)
    await t.database.db
      .update(esignEnvelopes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(esignEnvelopes.id, envelope.envelopeId));
    expect((await info(t, frank)).origination).toMatchObject({
      status: 'expired',
      loanId: null,
      Error: expect.stringContaining('ran out'),
    });
    expect(await loanRow(loanId)).toMatchObject({ status: 10 });
  });
});

describe('ten concurrent submits, the signing and the payout', () => {
  it('make one origination and one loan, hidden until signed; then funded with one push of $3,000.00 despite a killed worker', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 10 }, () => originateBody(t, { card: visa })),
    );
    const answers = await Promise.all(bodies.map((body) => originate(t, frank, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 202));
    const keys = new Set(answers.map(key));
    expect(keys.size).toBe(1);
    const messageKey = [...keys][0]!;
    // the same key again answers the same messageKey; a different body with the stored key is refused
    expect(key(await originate(t, frank, bodies[3]!))).toBe(messageKey);
    const [stored] = await t.database.db
      .select()
      .from(originations)
      .where(eq(originations.messageKey, messageKey));
    const winner = bodies.find((body) => body.idempotencyKey === stored!.idempotencyKey)!;
    expect(key(await originate(t, frank, winner))).toBe(messageKey);
    const reused = await originate(t, frank, { ...winner, amount: '2,000.00' });
    expect([reused.statusCode, reused.json().errorCode]).toEqual([409, 'IdempotencyKeyReused']);
    const other = await originate(
      t,
      frank,
      await originateBody(t, { amount: '2,000.00', card: visa }),
    );
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'origination.inProgress']);
    const declining = await t.call(frank, 'PUT', '/appraisalStatus', {
      appraisalId: await appraisalId(t),
      status: 'declined',
    });
    expect(declining.statusCode).toBe(409);

    const made = await polled(t, frank, messageKey);
    const live = (await t.database.db.select().from(originations)).filter((row) =>
      ['originating', 'awaitingSignature', 'funding', 'funded'].includes(row.status),
    );
    expect(live).toHaveLength(1);
    const loanId = made.loanId!;
    expect(
      await t.database.db
        .select()
        .from(loans)
        .where(eq(loans.customerId, customerIdOf('P6'))),
    ).toHaveLength(3);
    expect(made).toMatchObject({
      loanAmountCents: 375_000,
      origination: {
        status: 'awaitingSignature',
        financeChargeCents: 75_000,
        cardNumber: '1111',
        loanStatusId: 12,
      },
    });
    expect((await accountsLoans(frank)).map((l) => l.loanId)).not.toContain(loanId);
    // nothing may be paid on it before it is signed (it may yet be voided)
    const early = await t.call(frank, 'POST', '/payment', paymentBody(loanId, visa, '100.00'));
    expect([early.statusCode, early.json().message]).toEqual([
      400,
      'body.paymentAmount: This loan cannot be paid online.',
    ]);

    const envelope = await startSigning(t, frank, loanId);
    const page = await t.app.inject({ method: 'GET', url: envelope.signingUrl });
    expect(page.body).toContain('Title loan agreement');
    expect((await onSigningPage(t, envelope.signingUrl)).statusCode).toBe(200);
    const polledSigning = await t.call(
      frank,
      'GET',
      `/loanSigning?envelopeId=${envelope.envelopeId}`,
    );
    expect(polledSigning.json()).toMatchObject({
      status: 'signing_complete',
      signed: true,
      loanId,
    });
    const pdf = await t.call(
      frank,
      'GET',
      `/loanSigning/document?envelopeId=${envelope.envelopeId}`,
    );
    expect(pdf.statusCode).toBe(200);
    const lines = (await readPdf(pdf.rawPayload)).lines;
    expect(lines).toEqual(
      expect.arrayContaining([
        'Title loan agreement',
        'Annual percentage rate | 304.17%',
        'Amount financed | $3,000.00',
        'Finance charge | $750.00',
        'Total of payments | $3,750.00',
        'VIN | 2HGFC2F59LH000620',
      ]),
    );

    const funded = await polled(
      t,
      frank,
      messageKey,
      (s) => s.origination.status === 'funded' || s.origination.status === 'failed',
    );
    expect(funded).toMatchObject({ Error: null, loanId, origination: { status: 'funded' } });
    expect(crashes).toBe(2);
    const [row] = await t.database.db
      .select()
      .from(originations)
      .where(eq(originations.loanId, loanId));
    expect(row?.disbursementReference).toBeTruthy();
    const pushes = (await approvedDisbursements(t.database.db)).filter(
      (d) => d.idempotencyKey === `origination:${row!.id}`,
    );
    expect(pushes.map((p) => p.amountCents)).toEqual([300_000]);

    const shown = (await accountsLoans(frank)).find((l) => l.loanId === loanId);
    expect(shown).toMatchObject({
      loanId,
      dueDate: made.dueDate,
      // opened today: its payoff is the amount (decision 050), its $750.00 charge is what it accrues to the due date
      payoffAmountCents: 300_000,
      collateralDetail: { year: 2020, make: 'Honda', model: 'Civic' },
    });

    // a re-run of the payout (a redelivered job) pays nothing more
    await t.database.db
      .update(originations)
      .set({ status: 'funding' })
      .where(eq(originations.id, row!.id));
    const handler = disburseOriginationJob.createHandler({
      config: testConfig(),
      database: t.database,
      loans: testLoanSystems(t.database.db),
      clock: () => new Date(),
      log: t.app.log,
      queue: t.app.jobs,
      metrics: {} as never,
    });
    await handler({ originationId: row!.id }, FIRST_TRY);
    await handler({ originationId: row!.id }, FIRST_TRY);
    expect(
      (await approvedDisbursements(t.database.db)).filter(
        (d) => d.idempotencyKey === `origination:${row!.id}`,
      ),
    ).toHaveLength(1);
    expect(
      (await t.database.db.select().from(originations).where(eq(originations.id, row!.id)))[0]
        ?.status,
    ).toBe('funded');

    // the appraisal is taken: another origination is refused
    const again = await originate(t, frank, await originateBody(t, { amount: '700.00', type: 2 }));
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'origination.inProgress']);
  }, 60_000);
});
