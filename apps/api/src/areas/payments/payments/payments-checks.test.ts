/**
 * What POST /payment checks on the server, on P2's late T1: the partial flag (recomputed, not trusted), the amount,
 * the payoff flag, a foreign lmsId, the card number, an expired card, a missing session and unknown fields.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZErrorResponseSchema } from '@lender/contract';
import { addDueMonths } from '@lender/domain';
import { cards } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { addCard, pay, paymentBody, savedCards, submit } from './payments-test-kit';
import { usePaymentsApp } from './payments-app-test-kit';

const T1 = loanIdOf('T1');
const paymentsApp = usePaymentsApp();
const { loanRow } = paymentsApp;

describe('POST /api/payment and GET /api/payment', () => {
  it('P2 makes a partial payment on the late T1 (flag recomputed, not trusted)', async () => {
    const { t, ben } = paymentsApp;
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const before = await loanRow(T1);
    const lie = await submit(t, ben, paymentBody(T1, card, '100.00', { isPartial: false }));
    expect(ZErrorResponseSchema.parse(lie.json())).toMatchObject({
      statusCode: 400,
      field: 'body.isPartial',
    });
    const { result } = await pay(t, ben, paymentBody(T1, card, '100.00', { isPartial: true }));
    expect(result.confirmation).toMatchObject({ isPartial: true, amountPaidCents: 10_000 });
    const after = await loanRow(T1);
    expect(after.daysLate).toBe(before.daysLate);
    // the loan stays due on the missed instalment; the receipt's next due date is the next instalment, never a past date
    expect(after.dueDate).toBe(before.dueDate);
    expect(result.confirmation?.paymentDueDate).toBe(addDueMonths(before.dueDate, 1));
    expect(result.confirmation!.paymentDueDate! > result.confirmation!.paymentDate).toBe(true);
    expect(after.minimumRequiredCents).toBe(before.minimumRequiredCents - 10_000);
    expect(after.payoffCents).toBe(before.payoffCents - 10_000);
  });

  it('checks the amount on the server: zero, above payoff, below the minimum, a wrong payoff flag, a foreign lmsId', async () => {
    const { t, ben } = paymentsApp;
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    for (const [amount, extra, field] of [
      ['0.00', {}, 'body.paymentAmount'],
      ['9,999.00', {}, 'body.paymentAmount'],
      ['50', {}, 'body.paymentAmount'],
      ['1,000.00', { isPayoff: true }, 'body.isPayoff'],
      ['310.00', { lmsId: '10001-001' }, undefined],
    ] as const) {
      const res = await submit(t, ben, paymentBody(T1, card, amount, extra));
      expect(res.statusCode, `${amount} ${res.body}`).toBe(field ? 400 : 404);
      if (field) expect(ZErrorResponseSchema.parse(res.json()).field).toBe(field);
    }
    expect(
      (await submit(t, ben, { ...paymentBody(T1, card, '310.00'), cardNumber: '4111111111111111' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await submit(t, ben, { ...paymentBody(T1, card, '310.00'), cardNumber: '9999' })).statusCode,
    ).toBe(400);
  });

  it('refuses an expired saved card, whatever the web offered', async () => {
    const { t, ben } = paymentsApp;
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    await t.database.db
      .update(cards)
      .set({ expirationMonth: 1, expirationYear: 2020 })
      .where(eq(cards.processorToken, card.cardToken));
    const res = await submit(t, ben, paymentBody(T1, card, '310.00'));
    expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({
      statusCode: 400,
      field: 'body.paymentCardToken',
      message: 'body.paymentCardToken: This card has expired.',
    });
    await t.database.db
      .update(cards)
      .set({ expirationMonth: 12, expirationYear: 2039 })
      .where(eq(cards.processorToken, card.cardToken));
  });

  it('refuses without a session and with unknown fields', async () => {
    const { t, ben } = paymentsApp;
    expect((await t.app.inject({ method: 'GET', url: '/api/payment?key=x' })).statusCode).toBe(401);
    const card = (await savedCards(t, ben))[0]!;
    const res = await submit(t, ben, { ...paymentBody(T1, card, '310.00'), surprise: 1 });
    expect(res.statusCode).toBe(400);
  });
});
