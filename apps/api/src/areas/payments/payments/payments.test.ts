/**
 * P1's payments on A1 through POST /payment and GET /payment: the minimum due and less, posted fees → interest →
 * principal, a repeat answered with its payment though its card was removed, and the payoff that closes the loan.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountHistoryResponseSchema, ZErrorResponseSchema } from '@lender/contract';
import { addDueMonths } from '@lender/domain';
import { loanPayments, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import {
  addCard,
  outboxWith,
  pay,
  paymentBody,
  savedCards,
  status,
  submit,
  type Headers,
} from './payments-test-kit';
import { usePaymentsApp } from './payments-app-test-kit';

const A1 = loanIdOf('A1');
const paymentsApp = usePaymentsApp();
const { loanRow } = paymentsApp;

const visaOf = async (headers: Headers) =>
  (await savedCards(paymentsApp.t, headers)).find((card) => card.cardNumber === '1111')!;

describe('POST /api/payment and GET /api/payment', () => {
  it('P1 pays the minimum due on A1 with her saved card: the payoff drops by exactly that, fees → interest → principal', async () => {
    const { t, ana } = paymentsApp;
    const before = await loanRow(A1);
    const visa = await visaOf(ana);
    const { messageKey, result } = await pay(
      t,
      ana,
      paymentBody(A1, visa, '215.40', { email: 'ana.tlxe@example.com' }),
    );
    expect(result).toMatchObject({ pending: false, Error: null, newLoanId: null });
    expect(result.confirmationNumber).toMatch(/^PMT[0-9A-F]{10}$/);
    expect(result.confirmation).toMatchObject({
      amountPaidCents: 21_540,
      cardNumber: '1111',
      isPayoff: false,
      isPartial: false,
      lmsId: '10001-001',
      remainingPayoffCents: before.payoffCents - 21_540,
    });
    const after = await loanRow(A1);
    expect(after.payoffCents).toBe(before.payoffCents - 21_540);
    const [posting] = await t.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.loanId, A1));
    expect(posting).toMatchObject({
      amountCents: 21_540,
      feesCents: before.feesCents,
      interestCents: before.interestCents,
      principalCents: 21_540 - before.feesCents - before.interestCents,
    });
    expect(after).toMatchObject({
      feesCents: 0,
      interestCents: 0,
      minimumDueCents: 0,
      daysLate: 0,
      status: 12,
    });
    // the minimum due paid: the loan is next due on the following instalment, and the receipt says so
    expect(after.dueDate).toBe(addDueMonths(before.dueDate, 1));
    expect(result.confirmation?.paymentDueDate).toBe(after.dueDate);
    const outbox = await outboxWith(t, 'ana.tlxe@example.com', result.confirmationNumber!);
    expect(outbox).not.toMatch(/4111\s?1111\s?1111/);
    // the history shows the payment (negative, newest) and the charges at their original amounts
    const history = ZAccountHistoryResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/accounthistory?loanId=${A1}`, headers: ana })
      ).json(),
    );
    expect(history.entries[0]).toMatchObject({
      type: 'payment',
      amountCents: -21_540,
      balanceCents: after.payoffCents,
      id: result.confirmationNumber,
    });
    expect(history.entries.find((e) => e.type === 'interest')?.amountCents).toBe(
      before.interestCents,
    );
    expect(history.entries.find((e) => e.type === 'fee')?.amountCents).toBe(before.feesCents);
    // the same status again, and nobody else's
    expect((await status(t, ana, messageKey)).confirmationNumber).toBe(result.confirmationNumber);
  });

  it('P1 pays $50.00 on A1 (below the minimum due; A1 is not late): the payoff drops by exactly 5000 cents', async () => {
    const { t, ana } = paymentsApp;
    const before = await loanRow(A1);
    const { result } = await pay(t, ana, paymentBody(A1, await visaOf(ana), '50.00'));
    expect(result.confirmation).toMatchObject({
      amountPaidCents: 5_000,
      isPayoff: false,
      isPartial: false,
      remainingPayoffCents: before.payoffCents - 5_000,
    });
    expect((await loanRow(A1)).payoffCents).toBe(before.payoffCents - 5_000);
  });

  it('a repeat of a payment is answered with it though its card was removed since (another tab, a lost answer)', async () => {
    const { t, ana } = paymentsApp;
    const card = await addCard(t, ana, profileIdOf('P1'), '5555555555554444', true);
    const body = paymentBody(A1, card, '20.00');
    const { messageKey, result } = await pay(t, ana, body);
    expect(result).toMatchObject({ pending: false, Error: null });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/cards',
      headers: ana,
      payload: { cardIds: card.cardIds },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // A1 still owes more than $20.00: only the card's absence stands between the repeat and its payment
    const repeat = await submit(t, ana, body);
    expect(repeat.statusCode, repeat.body).toBe(202);
    expect(repeat.json()).toEqual({ messageKey });
    const made = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, body.idempotencyKey));
    expect(made).toHaveLength(1);
    // a new payment with the removed card is still refused
    const other = await submit(t, ana, paymentBody(A1, card, '20.00'));
    expect(other.statusCode, other.body).toBe(404);
  });

  it('pays off A1 with a newly added card: PaidOff (3) with a paidOffDate, and the history ends at zero', async () => {
    const { t, ana } = paymentsApp;
    const card = await addCard(t, ana, profileIdOf('P1'), '5555555555554444', true);
    const payoff = (await loanRow(A1)).payoffCents;
    const historyOf = async () =>
      ZAccountHistoryResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/accounthistory?loanId=${A1}`,
            headers: ana,
          })
        ).json(),
      );
    const paymentsBefore = (await historyOf()).entries.filter((e) => e.type === 'payment').length;
    const amount = (payoff / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const body = paymentBody(A1, card, amount, { isPayoff: true });
    const { messageKey, result } = await pay(t, ana, body);
    expect(result.confirmation).toMatchObject({
      isPayoff: true,
      remainingPayoffCents: 0,
      paymentDueDate: null,
    });
    // the same request again (a resubmit after a lost answer) answers the payment made, though nothing is left to pay now
    const repeat = await submit(t, ana, body);
    expect(repeat.statusCode, repeat.body).toBe(202);
    expect(repeat.json()).toEqual({ messageKey });
    const after = await loanRow(A1);
    expect(after).toMatchObject({ status: 3, payoffCents: 0, principalCents: 0 });
    expect(after.paidOffDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const history = await historyOf();
    expect(history.entries[0]).toMatchObject({
      type: 'payment',
      balanceCents: 0,
      description: 'Payoff payment',
    });
    expect(history.entries.filter((e) => e.type === 'payment')).toHaveLength(paymentsBefore + 1);
    const again = await submit(t, ana, paymentBody(A1, card, '10.00'));
    expect(ZErrorResponseSchema.parse(again.json())).toMatchObject({
      statusCode: 400,
      field: 'body.paymentAmount',
    });
  });
});
