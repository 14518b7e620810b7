import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TIME_ZONE, zonedParts } from '@lender/domain';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { loanPayments, loans, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { createTestDatabase } from '../../../db/test-db';
import { testLoanSystems } from '../../../testing/loan-systems';
import { PaymentExceedsPayoffError, splitPayment } from './post-payment';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const A1 = loanIdOf('A1');
const now = new Date();
const today = zonedParts(now, DEFAULT_TIME_ZONE).date;

async function paymentRow(amountCents: number, key: string) {
  const [row] = await database.db
    .insert(payments)
    .values({
      messageKey: `m-${key}`,
      idempotencyKey: key,
      profileId: profileIdOf('P1'),
      payerRole: 'borrower',
      loanId: A1,
      amountCents,
      paymentType: 2,
      processorToken: 'tok',
      cardLast4: '1111',
      cardType: 'visa',
      cardholderName: 'Ana Rivera',
    })
    .returning();
  return row!;
}

const post = (paymentId: string, amountCents: number, confirmationNumber: string) =>
  database.db.transaction((tx) =>
    testLoanSystems(tx).adapter('TLXe').postPayment({
      paymentId,
      loanId: A1,
      amountCents,
      confirmationNumber,
      postedOn: today,
      now,
    }),
  );

describe('splitPayment', () => {
  it('takes fees, then interest, then principal, and always adds up', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(10_000),
        fc.nat(100_000),
        fc.nat(120_000),
        (feesCents, interestCents, principalCents, raw) => {
          const amount = Math.min(raw, feesCents + interestCents + principalCents);
          const split = splitPayment({ feesCents, interestCents, principalCents }, amount);
          expect(split.feesCents + split.interestCents + split.principalCents).toBe(amount);
          expect(split.feesCents).toBe(Math.min(feesCents, amount));
          if (split.interestCents > 0) expect(split.feesCents).toBe(feesCents);
          if (split.principalCents > 0) expect(split.interestCents).toBe(interestCents);
        },
      ),
    );
  });
});

describe('postPayment (built-in ledger)', () => {
  it('A1 $50.00: the payoff drops by exactly 5000 cents, all of it fees then interest', async () => {
    const [before] = await database.db.select().from(loans).where(eq(loans.id, A1));
    const payment = await paymentRow(5_000, 'k-50');
    const posted = await post(payment.id, 5_000, 'PMT-50');
    expect(posted).toMatchObject({
      feesCents: 2_500,
      interestCents: 2_500,
      principalCents: 0,
      payoffCents: before!.payoffCents - 5_000,
      paidOff: false,
      status: 12,
    });
    const [after] = await database.db.select().from(loans).where(eq(loans.id, A1));
    expect(after).toMatchObject({
      payoffCents: 120_000,
      feesCents: 0,
      interestCents: 10_000,
      principalCents: 110_000,
      minimumDueCents: 21_540 - 5_000,
      daysLate: 0,
    });
  });

  it('posts a payment once: a second posting of the same payment id fails and changes nothing', async () => {
    const payment = await paymentRow(1_000, 'k-once');
    await post(payment.id, 1_000, 'PMT-ONCE');
    const [between] = await database.db.select().from(loans).where(eq(loans.id, A1));
    await expect(post(payment.id, 1_000, 'PMT-TWICE')).rejects.toThrow();
    const [after] = await database.db.select().from(loans).where(eq(loans.id, A1));
    expect(after!.payoffCents).toBe(between!.payoffCents);
    expect(
      await database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, payment.id)),
    ).toHaveLength(1);
  });

  it('refuses more than the payoff, and a payoff makes the loan PaidOff on the posting date', async () => {
    const [loan] = await database.db.select().from(loans).where(eq(loans.id, A1));
    const over = await paymentRow(loan!.payoffCents + 1, 'k-over');
    await expect(post(over.id, loan!.payoffCents + 1, 'PMT-OVER')).rejects.toBeInstanceOf(
      PaymentExceedsPayoffError,
    );
    const payoff = await paymentRow(loan!.payoffCents, 'k-payoff');
    const posted = await post(payoff.id, loan!.payoffCents, 'PMT-OFF');
    expect(posted).toMatchObject({ paidOff: true, status: 3, payoffCents: 0, dueDate: null });
    const [after] = await database.db.select().from(loans).where(eq(loans.id, A1));
    expect(after).toMatchObject({
      status: 3,
      paidOffDate: today,
      payoffCents: 0,
      minimumDueCents: 0,
      minimumRequiredCents: 0,
    });
    const history = await testLoanSystems(database.db).adapter('TLXe').history(A1);
    expect(history[0]).toMatchObject({
      type: 'payment',
      description: 'Payoff payment',
      balanceCents: 0,
      id: 'PMT-OFF',
    });
    // the app's postings paid the payoff; the loan's earlier instalments (seeded history) paid principal before them
    const paid = (entries: typeof history) =>
      entries.reduce((total, entry) => total - entry.amountCents, 0);
    const payments = history.filter((entry) => entry.type === 'payment');
    expect(paid(payments.filter((entry) => entry.id.startsWith('PMT-')))).toBe(125_000);
    const earlier = paid(payments.filter((entry) => !entry.id.startsWith('PMT-')));
    expect(history.find((entry) => entry.type === 'disbursement')?.amountCents).toBe(
      110_000 + earlier,
    );
  });
});
