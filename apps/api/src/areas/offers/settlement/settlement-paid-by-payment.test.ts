/**
 * Issue 46 item 4, decision 045: P5 signs her $900.00 settlement of S1 and pays $900.00 as an ordinary payment
 * (type 2): S1 is settled by it — not left charged off owing $900.00 with a settlement she can no longer pay. Submits
 * at once (any mix of types, different keys; or one key repeated) take the settlement once and charge once. A payment
 * toward the settlement that can no longer be applied when it posts is voided, never charged and kept.
 * Each test builds its own app on a fresh database.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { loanPayments, loans, payments, settlements } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import type { PaymentFaults } from '../../payments/test-kit';
import {
  VOIDED_MESSAGE,
  addCard,
  paymentBody,
  settle,
  submit,
  voidedRecord,
} from '../../payments/test-kit';
import {
  ERIN,
  pay,
  S1,
  settlementBody,
  settlementStatus,
  signAgreement,
} from './settlement-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

let t: CardsTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A fresh app with P5 signed in, her agreement signed and a saved card; `faults` of the payment job, given the database. */
async function signedS1(faults?: (db: () => Database) => PaymentFaults) {
  const overrides = faults ? { payment: { faults: faults(() => t!.database.db) } } : {};
  t = await cardsTestApp({
    jobs: { policies: { payment: { retryDelay: 1, retryBackoff: false } }, overrides },
  });
  const app = t;
  const erin: Headers = await app.headers('P5');
  await signAgreement(app, erin);
  const card = await addCard(app, erin, ERIN, '4111111111111111', true);
  const db = app.database.db;
  const loan = async () => {
    const row = (await db.select().from(loans).where(eq(loans.id, S1)))[0]!;
    return { ...row, payoffCents: payoffToday(row) };
  };
  const postings = () => db.select().from(loanPayments).where(eq(loanPayments.loanId, S1));
  return { app, erin, card, db, loan, postings };
}

describe('an ordinary payment of the agreed sum', () => {
  it('settles S1: Settled (29), owing nothing, paymentMade recorded; the settlement payment is then refused as settled, not as "more than the payoff"', async () => {
    const { app, erin, card, loan } = await signedS1();
    const body = paymentBody(S1, card, '900.00');
    const { messageKey, result } = await pay(app, erin, body);
    expect(result).toMatchObject({
      Error: null,
      confirmation: expect.objectContaining({
        amountPaidCents: 90_000,
        settlementRemainingCents: 0,
      }),
    });
    expect(await loan()).toMatchObject({ status: 29, payoffCents: 0, payable: false });
    expect(await settlementStatus(app, erin)).toMatchObject({
      status: 'settled',
      paymentMade: true,
      paidCents: 90_000,
      remainingCents: 0,
    });
    const [row] = await app.database.db
      .select()
      .from(settlements)
      .where(eq(settlements.loanId, S1));
    expect(row?.paymentMadeAt).toBeInstanceOf(Date);
    const again = await submit(app, erin, settlementBody(card, '900.00'));
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'settlement.alreadySettled']);
    expect(again.body).not.toContain('payoff');
    // its answer lost, the same submit again is answered with it (not refused as settled)
    const repeat = await submit(app, erin, body);
    expect([repeat.statusCode, repeat.json().messageKey]).toEqual([202, messageKey]);
  }, 60_000);
});

describe('posted in the loan system, still in flight here', () => {
  // the window of a posting over the network: the loan system has applied it (the payoff fell to $0.00), the app has
  // not yet recorded it. A submit in that window is told a payment is on its way, not that $0.00 is left.
  it('refuses either type as a payment in flight', async () => {
    const { app, erin, card, db } = await signedS1();
    const { messageKey } = await pay(app, erin, paymentBody(S1, card, '900.00'));
    await db
      .update(payments)
      .set({ status: 'authorized' })
      .where(eq(payments.messageKey, messageKey));
    await db.update(settlements).set({ paymentMadeAt: null }).where(eq(settlements.loanId, S1));
    for (const body of [paymentBody(S1, card, '900.00'), settlementBody(card, '900.00')]) {
      const answer = await submit(app, erin, body);
      expect([answer.statusCode, answer.json().errorCode], answer.body).toEqual([
        409,
        'settlement.paymentInFlight',
      ]);
    }
  }, 60_000);
});

describe('submits at once', () => {
  it('type 2 and type 5 of what is left, with different keys: one is taken, the others refused; one charge, one posting', async () => {
    const { app, erin, card, db, loan, postings } = await signedS1();
    const bodies = [
      paymentBody(S1, card, '900.00'),
      settlementBody(card, '900.00'),
      paymentBody(S1, card, '900.00'),
      settlementBody(card, '900.00'),
    ];
    const answers = await Promise.all(bodies.map((body) => submit(app, erin, body)));
    const accepted = answers.filter((answer) => answer.statusCode === 202);
    expect(accepted, answers.map((answer) => answer.body).join('\n')).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 202)) {
      expect(['settlement.paymentInFlight', 'settlement.alreadySettled'], refused.body).toContain(
        refused.json().errorCode,
      );
    }
    await settle(app, erin, (accepted[0]!.json() as { messageKey: string }).messageKey);
    expect(await loan()).toMatchObject({ status: 29, payoffCents: 0 });
    expect((await postings()).map((posting) => posting.amountCents)).toEqual([90_000]);
    expect(await approvedChargeCount(db, card.cardToken)).toBe(1);
  }, 60_000);

  it('parts that together pass what is left: only what fits is taken; the one reaching the sum settles', async () => {
    const { app, erin, card, db, loan, postings } = await signedS1();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(app, erin, paymentBody(S1, card, '300.00'))),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 202);
    expect(accepted).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 202))
      expect(['settlement.paymentInFlight', 'settlement.alreadySettled']).toContain(
        refused.json().errorCode,
      );
    await Promise.all(
      accepted.map((answer) =>
        settle(app, erin, (answer.json() as { messageKey: string }).messageKey, 20_000),
      ),
    );
    expect(await loan()).toMatchObject({ status: 29, payoffCents: 0 });
    expect((await postings()).reduce((sum, posting) => sum + posting.amountCents, 0)).toBe(90_000);
    expect(await approvedChargeCount(db, card.cardToken)).toBe(3);
  }, 60_000);

  it('the same submit repeated at once (one key) is one payment', async () => {
    const { app, erin, card, db, postings } = await signedS1();
    const body = paymentBody(S1, card, '400.00');
    const answers = await Promise.all([
      submit(app, erin, body),
      submit(app, erin, body),
      submit(app, erin, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.json().messageKey)).size).toBe(1);
    await settle(app, erin, answers[0]!.json().messageKey);
    expect((await postings()).map((posting) => posting.amountCents)).toEqual([40_000]);
    expect(await approvedChargeCount(db, card.cardToken)).toBe(1);
    expect(await settlementStatus(app, erin)).toMatchObject({
      status: 'pay',
      paidCents: 40_000,
      remainingCents: 50_000,
    });
  }, 60_000);
});

describe('a payment toward the settlement that cannot be applied when it posts', () => {
  it('is voided, failed as not charged and recorded for operators; S1 stays as it was', async () => {
    const { app, erin, card, db, loan, postings } = await signedS1((database) => ({
      // the store settles S1 (the settlement recorded as paid) while the card is being authorized
      async afterAuthorize() {
        await database()
          .update(settlements)
          .set({ paymentMadeAt: new Date() })
          .where(eq(settlements.loanId, S1));
      },
    }));
    const res = await submit(app, erin, paymentBody(S1, card, '300.00'));
    expect(res.statusCode, res.body).toBe(202);
    const { messageKey } = res.json() as { messageKey: string };
    expect(await settle(app, erin, messageKey)).toMatchObject({
      Error: VOIDED_MESSAGE,
      confirmationNumber: null,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.messageKey, messageKey));
    expect(await voidedRecord(app, payment!.id)).toMatchObject({
      reason: 'exceedsSettlement',
      voided: true,
    });
    expect(await approvedChargeCount(db, card.cardToken)).toBe(0);
    expect(await postings()).toEqual([]);
    expect(await loan()).toMatchObject({ status: 6, payoffCents: 180_000 });
  }, 60_000);
});
