import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addCalendarDays,
  DEFAULT_TIME_ZONE,
  interestForDays,
  STANDARD_ANNUAL_RATE_PPB,
  zonedParts,
} from '@lender/domain';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { loanPayments, loans, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { createTestDatabase } from '../../../db/test-db';
import { testLoanSystems } from '../../../testing/loan-systems';
import { insertPaymentRow } from '../../../testing/payment-rows';
import { paidOn, PaymentExceedsPayoffError, splitPayment } from './post-payment';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const A1 = loanIdOf('A1');
const now = new Date();
const today = zonedParts(now, DEFAULT_TIME_ZONE).date;
const payoffOf = async (loanId = A1) =>
  (await testLoanSystems(database.db).findLoan(loanId))!.payoffCents;

const paymentRow = (amountCents: number, key: string) =>
  insertPaymentRow(database.db, { loanId: A1, amountCents, key });

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
    const before = await payoffOf();
    const payment = await paymentRow(5_000, 'k-50');
    const posted = await post(payment.id, 5_000, 'PMT-50');
    expect(posted).toMatchObject({
      feesCents: 2_500,
      interestCents: 2_500,
      principalCents: 0,
      payoffCents: before - 5_000,
      paidOff: false,
      status: 12,
    });
    const [after] = await database.db.select().from(loans).where(eq(loans.id, A1));
    expect(await payoffOf()).toBe(120_000);
    expect(after).toMatchObject({
      accruedThrough: today,
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
    const between = await payoffOf();
    await expect(post(payment.id, 1_000, 'PMT-TWICE')).rejects.toThrow();
    expect(await payoffOf()).toBe(between);
    expect(
      await database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, payment.id)),
    ).toHaveLength(1);
  });

  it('refuses more than the payoff, and a payoff makes the loan PaidOff on the posting date', async () => {
    const owed = await payoffOf();
    const over = await paymentRow(owed + 1, 'k-over');
    await expect(post(over.id, owed + 1, 'PMT-OVER')).rejects.toBeInstanceOf(
      PaymentExceedsPayoffError,
    );
    const payoff = await paymentRow(owed, 'k-payoff');
    const posted = await post(payoff.id, owed, 'PMT-OFF');
    expect(posted).toMatchObject({ paidOff: true, status: 3, payoffCents: 0, dueDate: null });
    const [after] = await database.db.select().from(loans).where(eq(loans.id, A1));
    expect(after).toMatchObject({
      status: 3,
      paidOffDate: today,
      principalCents: 0,
      interestCents: 0,
      feesCents: 0,
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

describe('postPayment books the interest to the day it was paid first (decision 050)', () => {
  const T1 = loanIdOf('T1');
  it('T1 paid 15 days after it was booked: the interest of 15 days is booked, then the payment takes it', async () => {
    const later = addCalendarDays(today, 15);
    const fifteenDays = interestForDays(210_000, STANDARD_ANNUAL_RATE_PPB, 15);
    expect(fifteenDays).toBe(3_107);
    const [row] = await database.db
      .insert(payments)
      .values({
        messageKey: 'm-t1-15',
        idempotencyKey: 't1-15',
        profileId: profileIdOf('P2'),
        payerRole: 'borrower',
        loanId: T1,
        amountCents: 40_000,
        paymentType: 2,
        processorToken: 'tok',
        cardLast4: '1111',
        cardType: 'visa',
        cardholderName: 'Ben Okafor',
      })
      .returning();
    const posted = await database.db.transaction((tx) =>
      testLoanSystems(tx)
        .adapter('TLXe')
        .postPayment({
          paymentId: row!.id,
          loanId: T1,
          amountCents: 40_000,
          confirmationNumber: 'PMT-T1-15',
          postedOn: later,
          now: new Date(now.getTime() + 15 * 86_400_000),
        }),
    );
    // fees $25.00, then interest: the $275.00 booked and the 15 days' $31.07, then principal
    expect(posted).toMatchObject({
      feesCents: 2_500,
      interestCents: 27_500 + fifteenDays,
      principalCents: 40_000 - 2_500 - 27_500 - fifteenDays,
      payoffCents: 240_000 + fifteenDays - 40_000,
    });
    const [after] = await database.db.select().from(loans).where(eq(loans.id, T1));
    expect(after).toMatchObject({
      accruedThrough: later,
      interestCents: 0,
      feesCents: 0,
      principalCents: 210_000 - posted.principalCents,
    });
  });
});

describe('paidOn', () => {
  it('is the day the borrower paid, never after the posting’s business date', () => {
    const evening = new Date('2026-12-04T23:30:00Z'); // Friday 5:30 PM in Chicago: posts Monday
    expect(paidOn({ now: evening, postedOn: '2026-12-07' })).toBe('2026-12-04');
    expect(paidOn({ now: evening, postedOn: '2026-12-03' })).toBe('2026-12-03');
  });
});
