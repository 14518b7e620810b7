/**
 * A renewal that pays money out (issue 49 item 2, decision 057): P1 renews A1 paying $215.40 and takes $200.00 cash
 * back to her debit card ••1111. The new loan holds what was left plus the cash out (domain renewalTerms), the push
 * goes to the card once through the funds path's port, and the confirmation shows it; the limits and the loan's
 * disbursement flag are enforced with a 4xx naming the field and nothing written; a double submit pays out once; a
 * cancel after the push leaves the amount owed on the restored loan. The steps gate passes here (its own tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZCancelRefinanceResponseSchema, type TPaymentCard } from '@lender/contract';
import { renewalCashOutConfirmationNumber, renewalTerms } from '@lender/domain';
import { loans, payments, refinances } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { approvedDisbursements } from '../../../integrations/card-processor/sandbox';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { savedCards, settle, submit, type Headers } from '../payments/payments-test-kit';
import { STEPS_PASS_FOR_TESTS } from './gate';
import {
  cancelRefinance,
  loanRow,
  paymentByKey,
  refinanceOf,
  renewBody,
} from './refinance-test-kit';

const A1 = loanIdOf('A1');
let t: TestApp;
let ana: Headers;
let debit: TPaymentCard;
let credit: TPaymentCard;

const cashOut = (card: TPaymentCard, amount = '200.00', type = 16) => ({
  disbursementAmount: amount,
  disburseCardIds: card.cardIds,
  disbursementType: type,
});

/** The renewal's cash out once the push job is done with it. */
async function cashOutSettled(paymentId: string) {
  await expect
    .poll(async () => (await refinanceOf(t, paymentId)).cashOutStatus, { timeout: 10_000 })
    .toMatch(/^(sent|declined)$/);
  return refinanceOf(t, paymentId);
}

const pushesOf = async (refinanceId: string) =>
  (await approvedDisbursements(t.database.db)).filter(
    (d) => d.idempotencyKey === `renewal-cash-out:${refinanceId}`,
  );

const counts = async () => ({
  payments: (await t.database.db.select().from(payments).where(eq(payments.loanId, A1))).length,
  refinances: (await t.database.db.select().from(refinances).where(eq(refinances.oldLoanId, A1)))
    .length,
});

beforeAll(async () => {
  t = await buildTestApp({}, { refinanceSteps: STEPS_PASS_FOR_TESTS });
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  const cards = await savedCards(t, ana);
  debit = cards.find((card) => card.cardNumber === '1111')!;
  credit = cards.find((card) => card.cardNumber === '4444')!;
});
afterAll(async () => t.close());

describe('the limits of a cash out (nothing written, a 4xx naming the field)', () => {
  it.each([
    ['0.50', debit, 16, 400, 'cashOut.belowMinimum', 'body.disbursementAmount'],
    // $1,250.00 − $215.40 leaves $1,034.60; the instalment maximum $5,000.00 leaves $3,965.40
    ['3,965.41', debit, 16, 400, 'cashOut.aboveMaximum', 'body.disbursementAmount'],
    ['200.00', debit, 2, 400, 'cashOut.methodUnavailable', 'body.disbursementType'],
  ] as const)(
    '%s by type %s is refused with %s',
    async (amount, _card, type, statusCode, errorCode, field) => {
      const before = await counts();
      const res = await submit(
        t,
        ana,
        renewBody(A1, debit, '215.40', cashOut(debit, amount, type)),
      );
      expect([res.statusCode, res.json().errorCode, res.json().field]).toEqual([
        statusCode,
        errorCode,
        field,
      ]);
      expect(await counts()).toEqual(before);
    },
  );
  it('names the maximum in its message, and refuses a card that cannot receive money', async () => {
    const above = await submit(t, ana, renewBody(A1, debit, '215.40', cashOut(debit, '3,965.41')));
    expect(above.json().message).toContain('$3,965.40');
    const toCredit = await submit(t, ana, renewBody(A1, debit, '215.40', cashOut(credit)));
    expect([toCredit.statusCode, toCredit.json().errorCode, toCredit.json().field]).toEqual([
      400,
      'cashOut.cardCannotReceive',
      'body.disburseCardIds',
    ]);
    const noCard = await submit(
      t,
      ana,
      renewBody(A1, debit, '215.40', { disbursementAmount: '200.00' }),
    );
    expect([noCard.statusCode, noCard.json().errorCode]).toEqual([400, 'cashOut.cardRequired']);
  });
  it('is refused (422) where the loan system allows no disbursement', async () => {
    await t.database.db
      .update(loans)
      .set({ isDisbursementAvailable: false })
      .where(eq(loans.id, A1));
    try {
      const before = await counts();
      const res = await submit(t, ana, renewBody(A1, debit, '215.40', cashOut(debit)));
      expect([res.statusCode, res.json().errorCode, res.json().field]).toEqual([
        422,
        'cashOut.unavailable',
        'body.disbursementAmount',
      ]);
      expect(await counts()).toEqual(before);
    } finally {
      await t.database.db
        .update(loans)
        .set({ isDisbursementAvailable: true })
        .where(eq(loans.id, A1));
    }
  });
});

describe('P1 renews A1 with $200.00 cash back to ••1111', () => {
  let paymentId = '';
  let newLoanId = '';
  it('opens the new loan with the cash out in its principal, pushes it once, and confirms it', async () => {
    const body = renewBody(A1, debit, '215.40', cashOut(debit));
    // a double submit (the same request twice at once): one payment, one new loan, one push
    const [first, second] = await Promise.all([submit(t, ana, body), submit(t, ana, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const { messageKey } = first.json() as { messageKey: string };
    expect(second.json()).toEqual({ messageKey });
    const result = await settle(t, ana, messageKey);
    expect(result).toMatchObject({ pending: false, Error: null });
    paymentId = (await paymentByKey(t, messageKey)).id;
    newLoanId = result.newLoanId!;
    const terms = renewalTerms(125_000, 21_540, result.confirmation!.paymentDate, 20_000);
    expect(terms.newPrincipalCents).toBe(123_460);
    expect(await loanRow(t, newLoanId)).toMatchObject({
      principalCents: 123_460,
      minimumDueCents: terms.newPayoffCents,
      productSwitchAmountDueCents: terms.financeChargeCents,
    });
    const row = await cashOutSettled(paymentId);
    expect(row).toMatchObject({ cashOutCents: 20_000, cashOutStatus: 'sent' });
    const pushes = await pushesOf(row.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ amountCents: 20_000, token: debit.cardToken });

    const confirmed = await settle(t, ana, messageKey);
    expect(confirmed.confirmation!.renewal).toMatchObject({
      newPrincipalBalanceCents: 123_460,
      cashOut: {
        disbursementAmountCents: 20_000,
        disbursementType: 16,
        cardNumber: '1111',
        status: 'sent',
        confirmationNumber: renewalCashOutConfirmationNumber(row.id),
      },
    });
  });

  it('the new loan’s details name the cash back and its card', async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/accountdetail?loanId=${newLoanId}`,
      headers: ana,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().renewedFrom).toMatchObject({
      oldLoanId: A1,
      cashOut: { amountCents: 20_000, cardNumber: '1111', status: 'sent' },
    });
  });

  it('cancelled after the push: the old loan is restored and the cash out is owed on it', async () => {
    const snapshot = (await refinanceOf(t, paymentId)).oldLoanSnapshot!;
    const res = await cancelRefinance(t, ana, newLoanId);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = ZCancelRefinanceResponseSchema.parse(res.json());
    expect(cancelled.cashOutOwedCents).toBe(20_000);
    const restored = await loanRow(t, A1);
    expect(restored.principalCents).toBe(snapshot.principalCents + 20_000);
    expect(cancelled.restoredPayoffCents).toBe(restored.payoffCents);
    expect((await refinanceOf(t, paymentId)).cashOutStatus).toBe('owed');
    // the push is not made again
    expect(await pushesOf((await refinanceOf(t, paymentId)).id)).toHaveLength(1);
  });
});
