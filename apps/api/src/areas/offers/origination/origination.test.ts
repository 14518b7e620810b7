/**
 * Issue 12 (decision 025): P6's appraisal offer, what a submit of it refuses, and its status and call-back queue; P1
 * reaches none of it. The loan it makes, its signing and its payout: origination-signing.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAccountsResponseSchema,
  ZOffersResponseSchema,
  type TPaymentCard,
} from '@lender/contract';
import { P6_APPLICATION_ID } from '../../../db/seed';
import { originations } from '../../../db/schema';
import { TEST_CARDS } from '../../../integrations/card-processor/test-cards';
import { addCard, cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import {
  appraisalId,
  frankAnaAndVisa,
  info,
  originate,
  originateBody,
  STORE,
} from './origination-test-kit';

let t: CardsTestApp;
let frank: Headers;
let ana: Headers;
let visa: TPaymentCard;

beforeAll(async () => {
  t = await cardsTestApp();
  ({ frank, ana, visa } = await frankAnaAndVisa(t));
});
afterAll(async () => t.close());

describe('the appraisal offer', () => {
  it('GET /offers answers P6 his appraisal offer with its approved application, not declined, and his widget offer', async () => {
    const { offers } = ZOffersResponseSchema.parse((await t.call(frank, 'GET', '/offers')).json());
    expect(offers).toEqual([
      expect.objectContaining({
        offerId: 12,
        applicationId: P6_APPLICATION_ID,
        declined: false,
        expired: false,
        minLoanAmountCents: 50_000,
        maxLoanAmountCents: 300_000,
      }),
      expect.objectContaining({
        offerId: 22,
        applicationId: null,
        declined: false,
        expired: false,
      }),
    ]);
  });

  it('GET /originationInfo answers its amounts, store, options and no origination yet; P1 gets 404', async () => {
    expect(await info(t, frank)).toMatchObject({
      applicationId: P6_APPLICATION_ID,
      appraisalId: await appraisalId(t),
      customerId: 'T100006',
      qualifiedAmountCents: 300_000,
      minLoanAmountCents: 50_000,
      maxLoanAmountCents: 300_000,
      productId: 102,
      loanTypeCode: 'title',
      locationId: STORE,
      locationBrand: 'tmx',
      storeId: STORE,
      collateral: { year: 2020, make: 'Honda', model: 'Civic' },
      expired: false,
      declined: false,
      loanValidations: {
        disbursementOptions: {
          isDebitDisbursementAvailable: true,
          isMoneyGramDisbursementAvailable: false,
          isStoreDisbursementAvailable: true,
        },
      },
      origination: null,
      phoneQueue: null,
      // the cost of the largest loan made today: $3,000 for 30 days costs $750, 304.17 % (Appendix J)
      disclosure: {
        kind: 'closedEnd',
        aprPercent: 304.17,
        financeChargeCents: 75_000,
        amountFinancedCents: 300_000,
        totalOfPaymentsCents: 375_000,
        schedule: [{ amountCents: 375_000 }],
      },
    });
    expect(
      (await t.call(ana, 'GET', `/originationInfo?applicationId=${P6_APPLICATION_ID}`)).statusCode,
    ).toBe(404);
    expect((await t.call(frank, 'GET', '/originationInfo?applicationId=nope')).statusCode).toBe(
      400,
    );
  });

  it('P6’s application is approved: no application in progress on his tmx dashboard', async () => {
    const res = await t.call(frank, 'GET', '/applicationstatus');
    expect(res.json()).toMatchObject({
      appStatus: {
        TLXe: { applicationId: P6_APPLICATION_ID, state: 'approved', applicationInProgress: false },
      },
    });
    expect(
      ZAccountsResponseSchema.parse((await t.call(frank, 'GET', '/accounts?brandName=tmx')).json())
        .reapplyInfo.returnUrl,
    ).toBeNull();
  });
});

describe('POST /loanOriginate refusals', () => {
  it('refuses below the minimum and above the maximum (422 naming body.amount), a method the offer lacks, a card that cannot receive money', async () => {
    const below = await originate(
      t,
      frank,
      await originateBody(t, { amount: '499.99', card: visa }),
    );
    expect([
      below.statusCode,
      below.json().errorCode,
      below.json().field,
      below.json().message,
    ]).toEqual([
      422,
      'origination.belowMinimum',
      'body.amount',
      expect.stringContaining('$500.00'),
    ]);
    const above = await originate(
      t,
      frank,
      await originateBody(t, { amount: '3,000.01', card: visa }),
    );
    expect([above.statusCode, above.json().errorCode, above.json().field]).toEqual([
      422,
      'origination.aboveMaximum',
      'body.amount',
    ]);
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/loanOriginate',
      headers: { ...frank, 'accept-language': 'es' },
      payload: await originateBody(t, { amount: '499.99', card: visa }),
    });
    expect(es.json().message).toContain('al menos');
    const transfer = await originate(t, frank, await originateBody(t, { type: 14 }));
    expect([transfer.statusCode, transfer.json().errorCode, transfer.json().field]).toEqual([
      422,
      'origination.methodUnavailable',
      'body.type',
    ]);
    const noCard = await originate(t, frank, await originateBody(t, { type: 16 }));
    expect([noCard.statusCode, noCard.json().errorCode]).toEqual([422, 'origination.cardRequired']);
    const credit = await addCard(t, frank, {
      cardNumber: TEST_CARDS.mastercardCredit,
      firstName: 'Frank',
      lastName: 'Mendez',
    });
    const cannot = await originate(t, frank, await originateBody(t, { card: credit }));
    expect([cannot.statusCode, cannot.json().errorCode, cannot.json().field]).toEqual([
      422,
      'origination.cardCannotReceive',
      'body.disburseCardIds',
    ]);
  });

  it('refuses fields that do not match the offer (400 naming them), someone else’s card, and P1 altogether (404)', async () => {
    for (const [field, value] of [
      ['storeId', STORE + 1],
      ['locationId', STORE + 1],
      ['productId', 101],
      ['brand', 'inl'],
      ['appraisalId', 999_999],
    ] as const) {
      const res = await originate(t, frank, await originateBody(t, { card: visa, [field]: value }));
      expect([res.statusCode, res.json().field], field).toEqual([400, `body.${field}`]);
    }
    const anasCard = await addCard(t, ana, {
      cardNumber: '4111111111111111',
      firstName: 'Ana',
      lastName: 'Rivera',
    });
    const notMine = await originate(t, frank, await originateBody(t, { card: anasCard }));
    expect([notMine.statusCode, notMine.json().field]).toEqual([400, 'body.disburseCardIds']);
    expect((await originate(t, ana, await originateBody(t, { card: anasCard }))).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(frank, 'POST', '/loanOriginate', { ...(await originateBody(t)), extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await t.database.db.select().from(originations)).toEqual([]);
  });
});

describe('PUT /appraisalStatus and POST /phoneQueue', () => {
  it('records accepted; P1 gets 404', async () => {
    const appraisal = await appraisalId(t);
    const res = await t.call(frank, 'PUT', '/appraisalStatus', {
      appraisalId: appraisal,
      status: 'accepted',
    });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { appraisalId: appraisal, status: 'accepted' },
    ]);
    expect(
      (await t.call(ana, 'PUT', '/appraisalStatus', { appraisalId: appraisal, status: 'declined' }))
        .statusCode,
    ).toBe(404);
  });

  it('queues one call back per appraisal, answered again on a repeat; P1 gets 404', async () => {
    const appraisal = await appraisalId(t);
    const first = await t.call(frank, 'POST', '/phoneQueue', { appraisalId: appraisal });
    expect(first.statusCode, first.body).toBe(200);
    const [again] = await Promise.all([
      t.call(frank, 'POST', '/phoneQueue', { appraisalId: appraisal }),
      t.call(frank, 'POST', '/phoneQueue', { appraisalId: appraisal }),
    ]);
    expect(again!.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      appraisalId: appraisal,
      storeName: expect.any(String),
      storePhoneNumber: expect.stringMatching(/^\d{10}$/),
    });
    expect(Date.parse(first.json().expectedBy)).toBeGreaterThan(Date.parse(first.json().queuedAt));
    expect((await info(t, frank)).phoneQueue).toEqual({
      queuedAt: first.json().queuedAt,
      expectedBy: first.json().expectedBy,
    });
    expect((await t.call(ana, 'POST', '/phoneQueue', { appraisalId: appraisal })).statusCode).toBe(
      404,
    );
  });
});
