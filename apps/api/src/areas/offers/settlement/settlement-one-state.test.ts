/**
 * Issue 46 item 4, decision 045: settlement is one state. P5's S1 owes $1,800.00; her offer is $900.00. Before she
 * signs, an ordinary payment is ordinary (it lowers the balance, not the settlement). Once she signs, every payment
 * on S1 counts toward the $900.00: an ordinary $300.00 leaves $600.00 (GET /settlementStatus, GET /offers and the
 * payment's confirmation say so), more than what is left is refused before any charge (naming it, in her language),
 * and the settlement payment (type 5) of exactly what is left settles S1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZOffersResponseSchema } from '@lender/contract';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { loans, payments } from '../../../db/schema';
import { readPdf } from '../../../testing/pdf-text';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { addCard, outboxWith, paymentBody, submit } from '../../payments/test-kit';
import {
  ERIN,
  pay,
  S1,
  settlementBody,
  settlementStatus,
  signAgreement,
} from './settlement-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

let t: CardsTestApp;
let erin: Headers;
let card: Awaited<ReturnType<typeof addCard>>;

beforeAll(async () => {
  t = await cardsTestApp();
  erin = await t.headers('P5');
  card = await addCard(t, erin, ERIN, '4111111111111111', true); // saved: it pays more than once
});
afterAll(async () => t.close());

const ordinary = (amount: string, extra: Record<string, unknown> = {}) =>
  paymentBody(S1, card, amount, extra);
const loanS1 = async () => {
  const row = (await t.database.db.select().from(loans).where(eq(loans.id, S1)))[0]!;
  return { ...row, payoffCents: payoffToday(row) };
};
const settlementOffer = async () =>
  ZOffersResponseSchema.parse((await t.call(erin, 'GET', '/offers')).json()).offers[0]!;
const paymentRows = () => t.database.db.select().from(payments).where(eq(payments.loanId, S1));

describe('before the agreement is signed', () => {
  it('an ordinary payment lowers the balance, not the settlement amount', async () => {
    const { result } = await pay(t, erin, ordinary('100.00'));
    expect(result).toMatchObject({
      Error: null,
      confirmation: expect.objectContaining({
        amountPaidCents: 10_000,
        remainingPayoffCents: 170_000,
        settlementRemainingCents: null,
      }),
    });
    expect(await settlementStatus(t, erin)).toMatchObject({
      status: 'sign',
      paidCents: 0,
      remainingCents: 90_000,
      balanceCents: 170_000,
    });
    expect(await settlementOffer()).toMatchObject({
      settlementAmountCents: 90_000,
      settlementRemainingCents: 90_000,
      balanceCents: 170_000,
    });
  });
});

describe('once signed, every payment on S1 counts toward the $900.00', () => {
  it('an ordinary $300.00 is taken toward it: $600.00 left, the loan still charged off, recorded as a settlement payment', async () => {
    await signAgreement(t, erin);
    const { messageKey, result } = await pay(
      t,
      erin,
      ordinary('300.00', { email: 'erin.settle@example.com' }),
    );
    expect(result).toMatchObject({
      Error: null,
      confirmation: expect.objectContaining({
        amountPaidCents: 30_000,
        isPayoff: false,
        isPartial: false,
        settlementRemainingCents: 60_000,
      }),
    });
    expect(await loanS1()).toMatchObject({ status: 6, payoffCents: 140_000 });
    expect(await settlementStatus(t, erin)).toMatchObject({
      status: 'pay',
      docSigned: true,
      paymentMade: false,
      paidCents: 30_000,
      remainingCents: 60_000,
      balanceCents: 140_000,
      retriesLeft: 2,
    });
    expect(await settlementOffer()).toMatchObject({
      settlementStep: 'pay',
      settlementAmountCents: 90_000,
      settlementRemainingCents: 60_000,
    });
    const [row] = (await paymentRows()).filter((payment) => payment.messageKey === messageKey);
    expect(row).toMatchObject({ paymentType: 5, status: 'posted', amountCents: 30_000 });
    // the receipt (its text and its PDF) names what is left of the settlement, not the loan's payoff nor a due date
    expect(
      await outboxWith(t, 'erin.settle@example.com', 'Left to pay on your settlement: $600.00.'),
    ).not.toContain('Remaining payoff');
    const pdf = await readPdf(
      (await t.call(erin, 'GET', `/paymentReceipt?key=${messageKey}`)).rawPayload,
    );
    expect(pdf.lines).toContain('Left to pay on your settlement | $600.00');
    expect(pdf.lines.join('\n')).not.toMatch(/Remaining payoff|Next due date/);
  });

  it('more than what is left is refused before any charge, naming it (English and Spanish); so is a settlement payment of the old amount', async () => {
    const charges = await approvedChargeCount(t.database.db, card.cardToken);
    const rows = (await paymentRows()).length;
    const above = await submit(t, erin, ordinary('600.01'));
    expect([above.statusCode, above.json().errorCode, above.json().field], above.body).toEqual([
      400,
      'settlement.aboveRemaining',
      'body.paymentAmount',
    ]);
    expect(above.json().message).toContain('Pay $600.00 or less: $600.00 settles the loan.');
    const whole = await submit(t, erin, ordinary('1,400.00', { isPayoff: true }));
    expect(whole.json()).toMatchObject({ errorCode: 'settlement.aboveRemaining' });
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...erin, 'accept-language': 'es' },
      payload: ordinary('700.00'),
    });
    expect(es.json().message).toContain('es más de lo que falta pagar de su liquidación firmada');
    const old = await submit(t, erin, settlementBody(card, '900.00'));
    expect([old.statusCode, old.json().errorCode, old.json().message]).toEqual([
      400,
      'settlement.amountMismatch',
      expect.stringContaining('$600.00'),
    ]);
    expect(await approvedChargeCount(t.database.db, card.cardToken)).toBe(charges);
    expect(await paymentRows()).toHaveLength(rows);
  });

  it('the settlement payment (type 5) of what is left settles S1: Settled (29), owing nothing, $900.00 paid toward it in all', async () => {
    const { messageKey, result } = await pay(t, erin, settlementBody(card, '600.00'));
    expect(result).toMatchObject({
      Error: null,
      confirmation: expect.objectContaining({
        amountPaidCents: 60_000,
        settlementRemainingCents: 0,
      }),
    });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/paymentReceipt?key=${messageKey}`,
      headers: { ...erin, 'accept-language': 'es' },
    });
    expect((await readPdf(receipt.rawPayload)).lines.join(' ')).toContain(
      'completó su acuerdo de liquidación',
    );
    expect(await loanS1()).toMatchObject({ status: 29, payoffCents: 0, payable: false });
    expect(await settlementStatus(t, erin)).toMatchObject({
      status: 'settled',
      paymentMade: true,
      paidCents: 90_000,
      remainingCents: 0,
      balanceCents: 0,
      retriesLeft: 0,
    });
    expect(await settlementOffer()).toMatchObject({
      settlementStep: 'settled',
      settlementRemainingCents: 0,
      balanceCents: 0,
    });
    const toward = (await paymentRows()).filter(
      (payment) => payment.paymentType === 5 && payment.status === 'posted',
    );
    expect(toward.map((payment) => payment.amountCents)).toEqual([30_000, 60_000]);
    // nothing more is taken on a settled loan, of either type
    expect((await submit(t, erin, settlementBody(card, '600.00'))).json()).toMatchObject({
      errorCode: 'settlement.alreadySettled',
    });
    const after = await submit(t, erin, ordinary('10.00'));
    expect([after.statusCode, after.json().errorCode, after.json().message]).toEqual([
      409,
      'settlement.alreadySettled',
      'This loan is already settled.',
    ]);
  });
});
