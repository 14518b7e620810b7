/** GET/PUT /autoPay (spec §3 autoPay, decision 026): the borrower enrols a loan with a card of hers, or leaves; others read or are refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAutoPaySchema } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { loans } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { savedCards, type Headers } from '../payments/payments-test-kit';

const A1 = loanIdOf('A1');
let t: TestApp;
let ana: Headers;
let devon: Headers;
let ben: Headers;
let carla: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  devon = (await signIn(t.app, 'dev.cosigner@example.com')).headers;
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
  carla = (await signIn(t.app, 'carla.nls@example.com')).headers;
});
afterAll(async () => t.close());

const get = (headers: Headers, loanId = A1) =>
  t.app.inject({ method: 'GET', url: `/api/autoPay?loanId=${loanId}`, headers });
const put = (headers: Headers, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/autoPay', headers, payload: { loanId: A1, ...body } });

describe('auto-pay of A1', () => {
  it('is off until P1 enrols it with her Visa, then names the card by its last 4 and expiry only', async () => {
    expect(ZAutoPaySchema.parse((await get(ana)).json())).toMatchObject({
      loanId: A1,
      enrolled: false,
      method: null,
      methodDisplayNumber: null,
    });
    const visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
    const res = await put(ana, {
      enrolled: true,
      paymentCardToken: visa.cardToken,
      paymentCardIds: visa.cardIds,
    });
    expect(res.statusCode).toBe(200);
    expect(ZAutoPaySchema.parse(res.json())).toMatchObject({
      enrolled: true,
      method: 'card',
      methodDisplayNumber: '1111',
      methodCardType: visa.cardType,
    });
    expect(JSON.stringify(res.json())).not.toContain('4111111111111111');
    // the co-signer reads it, and may not change it
    expect((await get(devon)).json()).toMatchObject({
      enrolled: true,
      methodDisplayNumber: '1111',
    });
    expect((await put(devon, { enrolled: false })).statusCode).toBe(403);
    expect((await get(ana)).json()).toMatchObject({ enrolled: true });
  });

  it('moves to another card of hers, and leaves auto-pay', async () => {
    const master = (await savedCards(t, ana)).find((card) => card.cardNumber === '4444')!;
    expect(
      (
        await put(ana, {
          enrolled: true,
          paymentCardToken: master.cardToken,
          paymentCardIds: master.cardIds,
        })
      ).json(),
    ).toMatchObject({ enrolled: true, methodDisplayNumber: '4444' });
    expect((await put(ana, { enrolled: false })).json()).toMatchObject({
      enrolled: false,
      method: null,
    });
    expect((await get(ana)).json()).toMatchObject({ enrolled: false });
  });

  it('refuses an enrolment without a card (400 naming it), a card not hers (404), and another customer’s loan (404)', async () => {
    const res = await put(ana, { enrolled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.paymentCardToken' });
    const carlas = (await savedCards(t, carla)).find((card) => card.cardNumber === '1111')!;
    expect(
      (
        await put(ana, {
          enrolled: true,
          paymentCardToken: carlas.cardToken,
          paymentCardIds: carlas.cardIds,
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(ben)).statusCode).toBe(404);
    expect((await put(ben, { enrolled: false })).statusCode).toBe(404);
    expect((await get(ana)).json()).toMatchObject({ enrolled: false });
  });
});

describe('the enrolment rule (domain autoPayRefusal, decision 056)', () => {
  const setA1 = (values: Partial<typeof loans.$inferInsert>) =>
    t.database.db.update(loans).set(values).where(eq(loans.id, A1));

  it('tells the borrower she may enrol A1, what its next due date charges, and that it never charged', async () => {
    expect(ZAutoPaySchema.parse((await get(ana)).json())).toMatchObject({
      canAutoPay: true,
      refusal: null,
      nextCharge: { amountCents: 21_540 },
      lastCharge: null,
    });
    // the co-signer reads it, but may not enrol
    expect((await get(devon)).json()).toMatchObject({
      canAutoPay: false,
      refusal: { code: 'autoPay.alternateParty' },
    });
  });

  it('refuses a card that expires before the next due date, naming the card and the date, in Spanish too', async () => {
    const [before] = await t.database.db
      .select({ dueDate: loans.dueDate })
      .from(loans)
      .where(eq(loans.id, A1));
    await setA1({ dueDate: '2040-06-15' });
    try {
      const visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
      const body = {
        enrolled: true,
        paymentCardToken: visa.cardToken,
        paymentCardIds: visa.cardIds,
      };
      const res = await put(ana, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'autoPay.cardExpiresBeforeDueDate',
        field: 'body.paymentCardToken',
        message: 'This card expires before your next due date (06/15/2040). Choose another card.',
      });
      const es = await t.app.inject({
        method: 'PUT',
        url: '/api/autoPay',
        headers: { ...ana, 'accept-language': 'es' },
        payload: { loanId: A1, ...body },
      });
      expect(es.json()).toMatchObject({
        message:
          'Esta tarjeta vence antes de su próxima fecha de pago (06/15/2040). Elija otra tarjeta.',
      });
    } finally {
      await setA1({ dueDate: before!.dueDate });
    }
    expect((await get(ana)).json()).toMatchObject({ enrolled: false });
  });

  it('refuses a charged-off loan (409 with the code), and tells so on GET; leaving stays allowed', async () => {
    await setA1({ status: LoanStatus.ChargedOff });
    try {
      const visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
      const res = await put(ana, {
        enrolled: true,
        paymentCardToken: visa.cardToken,
        paymentCardIds: visa.cardIds,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'autoPay.loanNotServiced',
        field: 'body.loanId',
      });
      expect((await get(ana)).json()).toMatchObject({
        enrolled: false,
        canAutoPay: false,
        refusal: { code: 'autoPay.loanNotServiced' },
        nextCharge: null,
      });
      expect((await put(ana, { enrolled: false })).statusCode).toBe(200);
    } finally {
      await setA1({ status: LoanStatus.Open });
    }
  });
});
