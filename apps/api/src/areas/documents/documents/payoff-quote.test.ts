// GET /payoffQuote and GET /payoffQuotePdf (issue 13): A1's payoff good through a date, per-profile access, the range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema, ZPayoffQuoteResponseSchema } from '@lender/contract';
import { addCalendarDays, DEFAULT_TIME_ZONE, zonedParts } from '@lender/domain';
import { loanIdOf } from '../../../db/seed';
import { DEFAULT_LENDERS } from '../../../lender-config';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { readPdf } from '../../../testing/pdf-text';
import { signIn } from '../../../testing/sign-in';

let t: TestApp;
let ana: { authorization: string };
let devon: { authorization: string };
let erin: { authorization: string };
const A1 = loanIdOf('A1');
const S1 = loanIdOf('S1');
const today = zonedParts(new Date(), DEFAULT_TIME_ZONE).date;
// A1: payoff $1,250.00 booked through the seed's day; 36% a year on $1,100.00 principal = 108 cents a day, and
// 10 days' interest is rounded once (decision 050): $10.85, not 10 × $1.08
const A1_PAYOFF = 125_000;
const A1_PER_DIEM = 108;
const A1_TEN_DAYS = 1_085;

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  devon = (await signIn(t.app, 'dev.cosigner@example.com')).headers;
  erin = (await signIn(t.app, 'erin.settle@example.com')).headers;
});
afterAll(async () => t.close());

const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const quoteUrl = (path: string, goodThrough: string, loanId = A1, lmsId = '10001-001') =>
  `/api/${path}?loanId=${loanId}&lmsId=${lmsId}&goodThrough=${goodThrough}`;

describe('GET /payoffQuote', () => {
  it('is exactly today’s payoff at day 0, and adds the interest accrued to the good-through date', async () => {
    const now = ZPayoffQuoteResponseSchema.parse(
      (await get(quoteUrl('payoffQuote', today), ana)).json(),
    );
    expect(now).toMatchObject({
      loanId: A1,
      lmsId: '10001-001',
      quotedOn: today,
      goodThrough: today,
      days: 0,
      payoffTodayCents: A1_PAYOFF,
      accruedInterestCents: 0,
      payoffAmountCents: A1_PAYOFF,
      perDiemCents: A1_PER_DIEM,
    });
    const last = addCalendarDays(today, 10);
    expect(now).toMatchObject({ firstGoodThrough: today, lastGoodThrough: last });
    const later = ZPayoffQuoteResponseSchema.parse(
      (await get(quoteUrl('payoffQuote', last), ana)).json(),
    );
    expect(later).toMatchObject({
      days: 10,
      accruedInterestCents: A1_TEN_DAYS,
      payoffAmountCents: A1_PAYOFF + A1_TEN_DAYS,
    });
  });

  it('refuses a date out of range with 400 naming query.goodThrough and the rule’s code', async () => {
    for (const [date, code] of [
      [addCalendarDays(today, -1), 'goodThroughBeforeToday'],
      [addCalendarDays(today, 11), 'goodThroughTooLate'],
      ['2026-02-30', 'goodThroughInvalid'],
    ] as const) {
      const res = await get(quoteUrl('payoffQuote', date), ana);
      expect(res.statusCode, date).toBe(400);
      expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({ field: 'query.goodThrough' });
      expect(res.json()).toMatchObject({ errorCode: code });
    }
    expect((await get(`/api/payoffQuote?loanId=${A1}&lmsId=10001-001`, ana)).statusCode).toBe(400);
  });

  it('answers the borrower and the co-signer; another customer’s loan, a wrong loan number and no sign-in are refused', async () => {
    expect((await get(quoteUrl('payoffQuote', today), devon)).statusCode).toBe(200);
    expect((await get(quoteUrl('payoffQuote', today), erin)).statusCode).toBe(404);
    expect((await get(quoteUrl('payoffQuotePdf', today), erin)).statusCode).toBe(404);
    expect((await get(quoteUrl('payoffQuote', today, A1, '99999-001'), ana)).statusCode).toBe(404);
    expect((await get(quoteUrl('payoffQuote', today))).statusCode).toBe(401);
  });

  it('has no quote for a charged-off loan (409)', async () => {
    const res = await get(quoteUrl('payoffQuote', today, S1, '10005-001'), erin);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'PayoffQuoteUnavailable' });
  });
});

describe('GET /payoffQuotePdf', () => {
  it('is the quote on the lender’s letterhead, amounts to the cent, in English and in Spanish', async () => {
    const goodThrough = addCalendarDays(today, 3);
    const res = await get(quoteUrl('payoffQuotePdf', goodThrough), ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="10001-001-payoff-quote-${goodThrough}.pdf"`,
    );
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.info).toEqual({ title: 'Payoff quote', author: 'Oak Loans', language: 'en-US' });
    expect(pdf.lines.slice(0, 4)).toEqual([
      'Oak Loans',
      DEFAULT_LENDERS.inl.address,
      // P1's store is in Houston: a Texas licence, not the brand's Illinois one (issue 48)
      'Texas lending licence no. TX-0000 (placeholder)',
      'Payoff quote',
    ]);
    const [y, m, d] = goodThrough.split('-');
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        `To pay off your loan, pay $1,253.25 by ${m}/${d}/${y}.`,
        'Payoff today | $1,250.00',
        'Interest per day | $1.08',
        'Interest for 3 days | $3.25',
        'Payoff amount | $1,253.25',
        'Loan number | 10001-001',
        'Borrower | Ana Rivera',
      ]),
    );
    const download = await get(`${quoteUrl('payoffQuotePdf', goodThrough)}&download=true`, {
      ...ana,
      'accept-language': 'es',
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="10001-001-payoff-quote-${goodThrough}.pdf"`,
    );
    const es = await readPdf(download.rawPayload);
    expect(es.info).toMatchObject({ title: 'Cotización de liquidación', language: 'es-US' });
    expect(es.lines).toEqual(
      expect.arrayContaining(['Monto de liquidación | $1,253.25', 'Interés de 3 días | $3.25']),
    );
  });

  it('refuses a date out of range as the JSON call does', async () => {
    const res = await get(quoteUrl('payoffQuotePdf', addCalendarDays(today, 11)), ana);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'query.goodThrough',
      errorCode: 'goodThroughTooLate',
    });
  });
});
