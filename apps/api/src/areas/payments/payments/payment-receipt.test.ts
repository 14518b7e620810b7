// GET /paymentReceipt (issue 19): a finished payment's receipt as a PDF, authorized as GET /payment?key= is, and the
// receipt email the job sends with the same PDF attached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagingPort, OutgoingMessage } from '../../../integrations/messaging/port';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { DEFAULT_LENDERS } from '../../../lender-config';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { readPdf } from '../../../testing/pdf-text';
import { guestSignIn, signIn } from '../../../testing/sign-in';
import {
  addCard,
  pay,
  paymentBody,
  savedCards,
  settle,
  submit,
  type Headers,
} from './payments-test-kit';

const A1 = loanIdOf('A1');
let t: TestApp;
let ana: Headers;
let erin: Headers;
const sent: OutgoingMessage[] = [];
const messaging: MessagingPort = { send: async (message) => void sent.push(message) };

beforeAll(async () => {
  t = await buildTestApp(
    { CARD_SANDBOX_SLOW_MS: '1000' },
    { jobs: { overrides: { payment: { messaging } } } },
  );
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  erin = (await signIn(t.app, 'erin.settle@example.com')).headers;
});
afterAll(async () => t.close());

const receipt = (key: string, headers?: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/paymentReceipt?key=${encodeURIComponent(key)}${query}`,
    headers,
  });
const anaVisa = async () => (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;

describe('GET /paymentReceipt', () => {
  it('gives P1 the receipt of her payment as a PDF with the amount to the cent, on the lender’s letterhead', async () => {
    const { messageKey, result } = await pay(t, ana, paymentBody(A1, await anaVisa(), '12.34'));
    const confirmationNumber = result.confirmationNumber!;
    const res = await receipt(messageKey, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="receipt-${confirmationNumber}.pdf"`,
    );
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.info).toEqual({ title: 'Payment receipt', author: 'Oak Loans', language: 'en-US' });
    expect(pdf.lines.slice(0, 4)).toEqual([
      'Oak Loans',
      DEFAULT_LENDERS.inl.address,
      // P1's store is in Houston: a Texas licence, not the brand's Illinois one (issue 48)
      'Texas lending licence no. TX-0000 (placeholder)',
      'Payment receipt',
    ]);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Amount paid | $12.34',
        `Confirmation number | ${confirmationNumber}`,
        'Borrower | Ana Rivera',
        'Loan number | 10001-001',
        'Card | Visa •••• 1111',
        'Oak Loans | Page 1 of 1',
      ]),
    );
    expect((await receipt(messageKey, ana, '&download=true')).headers['content-disposition']).toBe(
      `attachment; filename="receipt-${confirmationNumber}.pdf"`,
    );

    const spanish = await readPdf(
      (await receipt(messageKey, { ...ana, 'accept-language': 'es-US,es;q=0.9' })).rawPayload,
    );
    expect(spanish.info).toMatchObject({ title: 'Recibo de pago', language: 'es-US' });
    expect(spanish.lines).toEqual(
      expect.arrayContaining(['Monto pagado | $12.34', 'Oak Loans | Página 1 de 1']),
    );
  });

  it('refuses another customer’s payment, an unknown key and a call without a session', async () => {
    const { messageKey } = await pay(t, ana, paymentBody(A1, await anaVisa(), '1.01'));
    const foreign = await receipt(messageKey, erin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Payment not found.');
    expect((await receipt('no-such-payment', ana)).statusCode).toBe(404);
    expect((await receipt(messageKey)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/paymentReceipt', headers: ana })).statusCode,
    ).toBe(400);
  });

  it('answers 409 while the payment is still being processed', async () => {
    // the sandbox's slow test card approves after CARD_SANDBOX_SLOW_MS
    const card = await addCard(t, ana, profileIdOf('P1'), '4000000000003220');
    const started = await submit(t, ana, paymentBody(A1, card, '2.00'));
    const { messageKey } = started.json() as { messageKey: string };
    const pending = await receipt(messageKey, ana);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      field: 'query.key',
      message: 'The payment is not finished.',
    });
    await settle(t, ana, messageKey);
    expect((await receipt(messageKey, ana)).statusCode).toBe(200);
  });

  it('a guest reaches the receipt of the payment it made, and no other; the link owner not the guest’s', async () => {
    const guest = (await guestSignIn(t.app, profileIdOf('P1'), A1)).headers;
    const card = await addCard(t, guest, profileIdOf('P1'), '4111111111111111', true);
    const guests = await pay(t, guest, paymentBody(A1, card, '3.21', { guestPayment: true }));
    const owners = await pay(t, ana, paymentBody(A1, await anaVisa(), '4.56'));
    expect((await readPdf((await receipt(guests.messageKey, guest)).rawPayload)).lines).toContain(
      'Amount paid | $3.21',
    );
    expect((await receipt(owners.messageKey, guest)).statusCode).toBe(404);
    expect((await receipt(guests.messageKey, ana)).statusCode).toBe(404);
  });
});

describe('the receipt email', () => {
  it('carries the receipt PDF of the payment it confirms; a texted receipt carries none', async () => {
    const { result } = await pay(
      t,
      ana,
      paymentBody(A1, await anaVisa(), '7.89', { email: 'receipts@example.org' }),
    );
    await expect
      .poll(() => sent.find((m) => m.to === 'receipts@example.org'), { timeout: 5_000 })
      .toBeTruthy();
    const email = sent.find((m) => m.to === 'receipts@example.org')!;
    expect(email).toMatchObject({ channel: 'email', template: 'paymentReceipt' });
    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments!;
    expect(attachment).toMatchObject({
      filename: `receipt-${result.confirmationNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect((await readPdf(attachment!.content)).lines).toEqual(
      expect.arrayContaining([
        'Amount paid | $7.89',
        `Confirmation number | ${result.confirmationNumber}`,
      ]),
    );

    await pay(t, ana, paymentBody(A1, await anaVisa(), '1.23', { phoneNumber: '3125550177' }));
    await expect
      .poll(() => sent.find((m) => m.to === '3125550177'), { timeout: 5_000 })
      .toBeTruthy();
    const sms = sent.find((m) => m.to === '3125550177')!;
    expect(sms.channel).toBe('sms');
    expect(sms.attachments).toBeUndefined();
  });

  it('goes to both the email and the phone the payer gave', async () => {
    await pay(
      t,
      ana,
      paymentBody(A1, await anaVisa(), '2.34', {
        email: 'both@example.org',
        phoneNumber: '3125550178',
      }),
    );
    await expect
      .poll(() => sent.find((m) => m.to === '3125550178'), { timeout: 5_000 })
      .toBeTruthy();
    await expect
      .poll(() => sent.find((m) => m.to === 'both@example.org'), { timeout: 5_000 })
      .toBeTruthy();
  });

  it('is in the language of the request that paid, though the job that sends it has no request (issue 17)', async () => {
    const { result } = await pay(
      t,
      { ...ana, 'accept-language': 'es-US,es;q=0.9' } as Headers,
      paymentBody(A1, await anaVisa(), '6.54', { email: 'recibos@example.org' }),
    );
    await expect
      .poll(() => sent.find((m) => m.to === 'recibos@example.org'), { timeout: 5_000 })
      .toBeTruthy();
    const email = sent.find((m) => m.to === 'recibos@example.org')!;
    expect(email.subject).toBe(`Recibo de pago de Oak Loans ${result.confirmationNumber}`);
    expect(email.body).toMatch(
      new RegExp(
        `^Oak Loans: recibimos su pago de \\$6\\.54 en el préstamo 10001-001 \\(tarjeta que termina en 1111\\) el \\d{1,2} de [a-z]+ de \\d{4}\\. Número de confirmación ${result.confirmationNumber}\\.`,
      ),
    );
    const pdf = await readPdf(email.attachments![0]!.content);
    expect(pdf.info).toMatchObject({ title: 'Recibo de pago', language: 'es-US' });
    expect(pdf.lines).toEqual(expect.arrayContaining(['Monto pagado | $6.54']));
  });
});
