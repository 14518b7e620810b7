/**
 * Issue 12: P5 sees her settlement offer, signs the agreement through the e-sign sandbox and pays $900.00 as payment
 * type 5 — S1 becomes Settled (29) with docSigned and paymentMade recorded, exactly once. P1 reaches none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZOffersResponseSchema } from '@lender/contract';
import { loans, payments, settlements } from '../../../db/schema';
import { readPdf } from '../../../testing/pdf-text';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { submit } from '../../payments/test-kit';
import {
  erinCard,
  pay,
  S1,
  settlementBody,
  settlementStatus,
  signOnPage,
  startSigning,
} from './settlement-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

let t: CardsTestApp;
let erin: Headers;
let ana: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  [erin, ana] = await Promise.all([t.headers('P5'), t.headers('P1')]);
});
afterAll(async () => t.close());

describe('GET /offers', () => {
  it('answers P5 her settlement offer on S1 (unexpired, to sign); P1 has none; P6 his appraisal and widget offers', async () => {
    const res = await t.call(erin, 'GET', '/offers');
    expect(res.statusCode).toBe(200);
    const { offers } = ZOffersResponseSchema.parse(res.json());
    expect(offers).toEqual([
      expect.objectContaining({
        offerId: 10,
        targetLoanId: S1,
        brandName: 'inl',
        settlementAmountCents: 90_000,
        balanceCents: 180_000,
        expired: false,
        settlementStep: 'sign',
      }),
    ]);
    expect(
      ZOffersResponseSchema.parse((await t.call(ana, 'GET', '/offers')).json()).offers,
    ).toEqual([]);
    const frank = ZOffersResponseSchema.parse(
      (await t.call(await t.headers('P6'), 'GET', '/offers')).json(),
    ).offers;
    expect(frank).toEqual([
      expect.objectContaining({
        offerId: 12,
        qualifiedAmountCents: 300_000,
        collateral: { year: 2020, make: 'Honda', model: 'Civic' },
        settlementStep: null,
      }),
      expect.objectContaining({ offerId: 22, settlementStep: null }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/offers' })).statusCode).toBe(401);
  });
});

describe('authorization', () => {
  it('P1 can neither see nor sign nor pay P5’s settlement (404 as if absent)', async () => {
    expect((await t.call(ana, 'GET', `/settlementStatus?loanId=${S1}`)).statusCode).toBe(404);
    expect((await t.call(ana, 'POST', '/settlementStatus', { loanId: S1 })).statusCode).toBe(404);
    expect((await t.call(ana, 'POST', '/loanSigning', { loanId: S1 })).statusCode).toBe(404);
    const envelope = await startSigning(t, erin);
    expect(
      (await t.call(ana, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(ana, 'GET', `/loanSigning/document?envelopeId=${envelope.envelopeId}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const res = await t.call(erin, 'POST', '/loanSigning', { loanId: 'nope' });
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining('loanId')]);
    expect((await t.call(erin, 'GET', '/settlementStatus')).statusCode).toBe(400);
  });
});

describe('the settlement', () => {
  it('cannot be paid before the agreement is signed, nor claimed signed', async () => {
    const card = await erinCard(t, erin);
    const res = await submit(t, erin, settlementBody(card));
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'settlement.notSigned']);
    const claim = await t.call(erin, 'POST', '/settlementStatus', { loanId: S1, docSigned: true });
    expect([claim.statusCode, claim.json().field]).toEqual([409, 'body.docSigned']);
    expect(await settlementStatus(t, erin)).toMatchObject({
      docSigned: false,
      paymentMade: false,
      status: 'sign',
      retriesLeft: 2,
      settlementAmountCents: 90_000,
    });
  });

  it('is signed through the e-sign ceremony: the same open envelope on a repeat, then signing_complete, docSigned and the signed PDF', async () => {
    const first = await startSigning(t, erin);
    const again = await startSigning(t, erin);
    expect(again.envelopeId).toBe(first.envelopeId);
    expect(first).toMatchObject({
      loanId: S1,
      status: 'sent',
      signed: false,
      signingUrl: `/esign/sign/${first.envelopeId}`,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `${first.signingUrl}?lang=es` })).body,
    ).toContain('Settlement agreement');
    expect((await signOnPage(t, first.signingUrl)).body).toContain('Document signed');
    const polled = await t.call(erin, 'GET', `/loanSigning?envelopeId=${first.envelopeId}`);
    expect(polled.json()).toMatchObject({ status: 'signing_complete', signed: true });
    expect(await settlementStatus(t, erin)).toMatchObject({
      docSigned: true,
      paymentMade: false,
      status: 'pay',
      envelopeId: first.envelopeId,
    });
    const pdf = await t.call(erin, 'GET', `/loanSigning/document?envelopeId=${first.envelopeId}`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const agreementLines = (await readPdf(pdf.rawPayload)).lines;
    expect(agreementLines).toEqual(
      expect.arrayContaining([
        'Settlement agreement',
        'Settlement amount | $900.00',
        'Signed by | Erin Walsh',
      ]),
    );
    // the offer's end on her store's clock (Central time), never UTC (issue 48)
    expect(agreementLines.join('\n')).toMatch(
      /Offer valid through \| \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/,
    );
    expect(agreementLines.join('\n')).not.toContain('UTC');
    // the signed agreement is one of the loan's documents, served as signed
    const listed = await t.call(
      erin,
      'GET',
      `/lmsAccountDocuments?loanId=${S1}&lmsId=10005-001&kind=signedAgreement`,
    );
    const documentId = `esign-${first.envelopeId}`;
    expect(listed.json().documents).toEqual([
      expect.objectContaining({
        documentId,
        kind: 'signedAgreement',
        name: 'Signed settlement agreement',
        loanId: S1,
      }),
    ]);
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/lmsAccountDocuments?loanId=${S1}&lmsId=10005-001&kind=signedAgreement`,
      headers: { ...erin, 'accept-language': 'es' },
    });
    expect(es.json().documents[0].name).toBe('Acuerdo de liquidación firmado');
    const file = await t.call(erin, 'GET', `/loanDocuments?loanId=${S1}&documentId=${documentId}`);
    expect((await readPdf(file.rawPayload)).lines).toContain('Signed by | Erin Walsh');
    expect(
      (await t.call(ana, 'GET', `/loanDocuments?loanId=${S1}&documentId=${documentId}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(erin, 'POST', '/lmsAccountDocumentViewHistory', {
          loanId: S1,
          lmsId: '10005-001',
          documentId,
        })
      ).statusCode,
    ).toBe(200);
    const resign = await t.call(erin, 'POST', '/loanSigning', { loanId: S1 });
    expect([resign.statusCode, resign.json().errorCode]).toEqual([409, 'settlement.alreadySigned']);
  });

  it('is paid once, $900.00 as type 5: S1 Settled (29), owing nothing, paymentMade recorded; a second settlement payment is refused', async () => {
    const card = await erinCard(t, erin);
    const wrong = await submit(t, erin, settlementBody(card, '1,800.00'));
    expect([wrong.statusCode, wrong.json().field, wrong.json().message]).toEqual([
      400,
      'body.paymentAmount',
      expect.stringContaining('$900.00'),
    ]);
    // two submits at once with different keys: one settlement payment, the other refused under the loan's lock
    const [a, b] = await Promise.all([
      submit(t, erin, settlementBody(card)),
      submit(t, erin, settlementBody(card)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    const started = [a, b].find((res) => res.statusCode === 202)!;
    const { messageKey } = started.json() as { messageKey: string };
    const { result } = await pay(t, erin, {
      ...settlementBody(card),
      idempotencyKey: (
        await t.database.db.select().from(payments).where(eq(payments.messageKey, messageKey))
      )[0]!.idempotencyKey,
    });
    expect(result).toMatchObject({
      pending: false,
      Error: null,
      confirmation: expect.objectContaining({ amountPaidCents: 90_000 }),
    });
    const [loan] = await t.database.db.select().from(loans).where(eq(loans.id, S1));
    expect({ ...loan, payoffCents: payoffToday(loan!) }).toMatchObject({
      status: 29,
      payoffCents: 0,
      payable: false,
    });
    const [row] = await t.database.db.select().from(settlements).where(eq(settlements.loanId, S1));
    expect(row?.docSignedAt).toBeInstanceOf(Date);
    expect(row?.paymentMadeAt).toBeInstanceOf(Date);
    expect(await settlementStatus(t, erin)).toMatchObject({
      docSigned: true,
      paymentMade: true,
      status: 'settled',
      retriesLeft: 0,
    });
    expect(
      (
        await t.call(erin, 'POST', '/settlementStatus', {
          loanId: S1,
          docSigned: true,
          paymentMade: true,
        })
      ).statusCode,
    ).toBe(200);
    const posted = await t.database.db.select().from(payments).where(eq(payments.loanId, S1));
    expect(posted.filter((p) => p.status === 'posted')).toHaveLength(1);
    const more = await submit(t, erin, settlementBody(card));
    expect([more.statusCode, more.json().errorCode]).toEqual([409, 'settlement.alreadySettled']);
    const offers = ZOffersResponseSchema.parse(
      (await t.call(erin, 'GET', '/offers')).json(),
    ).offers;
    expect(offers[0]).toMatchObject({ settlementStep: 'settled', balanceCents: 0 });
  });
});
