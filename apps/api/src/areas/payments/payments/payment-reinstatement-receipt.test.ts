/**
 * Issue 48: P9's payment of R1's $640.00 reinstatement amount stops the repossession, and her receipt says so — the
 * confirmation (reinstated, as the ledger posted it), the receipt PDF in English and Spanish and the emailed receipt,
 * its text and its PDF. An ordinary payment's receipt says nothing of the kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagingPort, OutgoingMessage } from '../../../integrations/messaging/port';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { readPdf } from '../../../testing/pdf-text';
import { signIn } from '../../../testing/sign-in';
import { addCard, pay, paymentBody, type Headers } from './payments-test-kit';

const R1 = loanIdOf('R1');
const STOPPED_EN =
  'Thank you! Your payment of $640.00 brought loan 10009-001 up to date: the repossession has stopped and you keep your vehicle.';
let t: TestApp;
let iris: Headers;
const sent: OutgoingMessage[] = [];
const messaging: MessagingPort = { send: async (message) => void sent.push(message) };

beforeAll(async () => {
  t = await buildTestApp({}, { jobs: { overrides: { payment: { messaging } } } });
  iris = (await signIn(t.app, 'iris.repo@example.com')).headers;
});
afterAll(async () => t.close());

const receipt = async (key: string, headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/paymentReceipt?key=${encodeURIComponent(key)}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return readPdf(res.rawPayload);
};
const joined = (pdf: { texts: { text: string }[] }) => pdf.texts.map((t) => t.text).join(' ');

describe('the receipt of P9’s reinstatement of R1', () => {
  let messageKey: string;

  beforeAll(async () => {
    const card = await addCard(t, iris, profileIdOf('P9'), '4111111111111111', true);
    const paid = await pay(
      t,
      iris,
      paymentBody(R1, card, '640.00', {
        paymentAmountType: 'onlineProduct',
        email: 'iris.receipts@example.org',
      }),
    );
    messageKey = paid.messageKey;
    expect(paid.result.confirmation).toMatchObject({
      reinstated: true,
      remainingPayoffCents: 121_000,
    });
  });

  it('the PDF says the repossession stopped, in English and in Spanish', async () => {
    const en = await receipt(messageKey, iris);
    expect(joined(en)).toContain(STOPPED_EN);
    expect(en.lines).toEqual(
      expect.arrayContaining([
        'Loan status | Open again — the repossession has stopped',
        'Remaining payoff | $1,210.00',
      ]),
    );
    const es = await receipt(messageKey, { ...iris, 'accept-language': 'es-US,es;q=0.9' });
    expect(joined(es)).toContain(
      '¡Gracias! Su pago de $640.00 puso al día el préstamo 10009-001: el embargo se detuvo y usted conserva su vehículo.',
    );
    expect(es.lines).toContain('Estado del préstamo | Abierto de nuevo: el embargo se detuvo');
  });

  it('the emailed receipt says it, in its text and its attached PDF', async () => {
    await expect
      .poll(() => sent.find((m) => m.to === 'iris.receipts@example.org'), { timeout: 5_000 })
      .toBeTruthy();
    const email = sent.find((m) => m.to === 'iris.receipts@example.org')!;
    expect(email.body).toMatch(
      /The repossession has stopped: your loan is up to date and you keep your vehicle\. Remaining payoff: \$1,210\.00\.$/,
    );
    expect(joined(await readPdf(email.attachments![0]!.content))).toContain(STOPPED_EN);
  });

  it('a later ordinary payment on the loan, now open, is a plain receipt', async () => {
    const card = await addCard(t, iris, profileIdOf('P9'), '4111111111111111', true);
    const { messageKey: plain, result } = await pay(t, iris, paymentBody(R1, card, '10.00'));
    expect(result.confirmation).toMatchObject({ reinstated: false });
    const pdf = await receipt(plain, iris);
    expect(joined(pdf)).toContain('Thank you! Your payment of $10.00 was received.');
    expect(joined(pdf)).not.toContain('repossession');
  });
});
