// Issue 17: the API answers `message` in the request's language (Accept-Language en/es, English by default) while
// `error`, `errorCode` and `field` stay as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { loanIdOf } from '../db/seed';
import { paymentBody, savedCards, submit, type Headers } from '../areas/payments/test-kit';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signIn } from '../testing/sign-in';

let t: TestApp;
let ana: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
});
afterAll(async () => t.close());

const wrongPassword = (language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: language ? { 'accept-language': language } : {},
    payload: { username: 'ben.multi@example.com', password: 'WrongPass2026', rememberMe: false },
  });

describe('the API’s messages in the request’s language', () => {
  it('a wrong password in Spanish: the message is Spanish, error and errorCode are not', async () => {
    const res = await wrongPassword('es-US,es;q=0.9,en;q=0.5');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: 'NotAuthorizedException',
      errorCode: 'NotAuthorizedException',
      message: 'Usuario o contraseña incorrectos.',
    });
  });

  it('English without Accept-Language, for English and for a language the app does not speak', async () => {
    for (const language of [undefined, 'en-US', 'fr-FR,de;q=0.8']) {
      expect((await wrongPassword(language)).json(), language).toMatchObject({
        errorCode: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
  });

  it('a request that fails validation names the field as the API does and says the rule in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'accept-language': 'es' },
      payload: { password: 'x', rememberMe: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Bad Request',
      field: 'body.username',
      message: 'body.username: Obligatorio',
    });
  });

  it('zod’s own wording of a rule is said in Spanish too (its locale), the field named as in English', async () => {
    const payload = { username: 'ben.multi@example.com', password: 'x', rememberMe: 'yes' };
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'accept-language': 'es' },
      payload,
    });
    const english = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload });
    expect(english.json()).toMatchObject({
      field: 'body.rememberMe',
      message: 'body.rememberMe: Invalid input: expected boolean, received string',
    });
    expect(spanish.json()).toMatchObject({ field: 'body.rememberMe' });
    expect(spanish.json().message).toMatch(
      /^body\.rememberMe: Entrada inválida: se esperaba boolean/,
    );
  });

  it('a payment above the payoff: the domain’s code, in Spanish with the amount, on the same field', async () => {
    const card = (await savedCards(t, ana)).find((saved) => saved.cardNumber === '1111')!;
    const body = paymentBody(loanIdOf('A1'), card, '999,999.00', {
      isPayoff: false,
      isPartial: false,
    });
    const spanish = await submit(t, { ...ana, 'accept-language': 'es' } as Headers, body);
    expect(spanish.statusCode, spanish.body).toBe(400);
    expect(spanish.json()).toMatchObject({ error: 'Bad Request', field: 'body.paymentAmount' });
    expect(spanish.json().message).toMatch(
      /^body\.paymentAmount: El pago no puede ser mayor que el saldo de liquidación de \$[\d,]+\.\d{2}\.$/,
    );
    const english = await submit(t, ana, { ...body, idempotencyKey: crypto.randomUUID() });
    expect(english.json().message).toMatch(
      /^body\.paymentAmount: The payment cannot be more than the payoff amount of \$[\d,]+\.\d{2}\.$/,
    );
  });

  it('a sentence a service throws as it is (no payment has this key) is found in the table and said in Spanish', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/paymentReceipt?key=no-such-payment',
      headers: { ...ana, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', message: 'No se encontró el pago.' });
  });
});

describe('the codes sent by email and SMS', () => {
  it('a password reset asked for in Spanish sends its code in Spanish, the code first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      headers: { 'accept-language': 'es' },
      payload: { username: 'ben.multi@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row).toMatchObject({
      channel: 'email',
      template: 'passwordResetCode',
      subject: 'Restablezca su contraseña',
    });
    expect(row!.body).toMatch(/^Su código de verificación es \d{6}\. Vence en \d+ minutos\.$/);
  });
});
