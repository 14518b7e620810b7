/**
 * Issue 13: P9 reinstates R1 (out for repo, $640.00) through the one payment path. The ledger before and
 * after to the cent, the status back to Open exactly once under a double submit, another customer refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountDetailResponseSchema } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { loanPayments, loans } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { addCard, paymentBody, settle, submit, type Headers } from './payments-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

const R1 = loanIdOf('R1');
let t: TestApp;
let iris: Headers;
let ana: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  iris = (await signIn(t.app, 'iris.repo@example.com')).headers;
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
});
afterAll(async () => t.close());

/** the loan's row and its payoff today (decision 050: computed from the row, not stored) */
const loanRow = async (id: string) => {
  const row = (await t.database.db.select().from(loans).where(eq(loans.id, id)))[0]!;
  return { ...row, payoffCents: payoffToday(row) };
};

describe('reinstating an out-for-repo loan (R1)', () => {
  it('another customer cannot pay R1 (404, as if absent)', async () => {
    const card = await addCard(t, ana, profileIdOf('P1'), '4111111111111111');
    const res = await submit(
      t,
      ana,
      paymentBody(R1, card, '640.00', { paymentAmountType: 'onlineProduct' }),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect((await loanRow(R1)).status).toBe(LoanStatus.OutForRepo);
  });

  it('$640.00 posts once and moves R1 back to Open, the ledger to the cent; a double submit has one effect', async () => {
    const before = await loanRow(R1);
    expect(before).toMatchObject({
      status: 15,
      reinstatementCents: 64_000,
      payoffCents: 185_000,
      feesCents: 4_000,
      interestCents: 21_000,
      principalCents: 160_000,
      minimumRequiredCents: 64_000,
      daysLate: 75,
    });
    // a saved card: an unsaved one is removed once its payment is done, so a repeat after that no longer finds it
    const card = await addCard(t, iris, profileIdOf('P9'), '4111111111111111', true);
    const body = paymentBody(R1, card, '640.00', { paymentAmountType: 'onlineProduct' });
    // a double click: the same request twice at once
    const [first, second] = await Promise.all([submit(t, iris, body), submit(t, iris, body)]);
    expect([first.statusCode, second.statusCode], second.body).toEqual([202, 202]);
    const { messageKey } = first.json() as { messageKey: string };
    expect(second.json()).toEqual({ messageKey });
    const result = await settle(t, iris, messageKey);
    expect(result.confirmation).toMatchObject({
      amountPaidCents: 64_000,
      remainingPayoffCents: 121_000,
      isPartial: false,
      isPayoff: false,
    });

    const after = await loanRow(R1);
    expect(after).toMatchObject({
      status: LoanStatus.Open,
      reinstatementCents: null,
      payoffCents: 121_000,
      feesCents: 0,
      interestCents: 0,
      principalCents: 121_000,
      minimumRequiredCents: 0,
      daysLate: 0,
    });
    const postings = await t.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.loanId, R1));
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      amountCents: 64_000,
      feesCents: 4_000,
      interestCents: 21_000,
      principalCents: 39_000,
    });

    // R1's details leave out-for-repo: no reinstatement offered any more
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/accountdetail?loanId=${R1}`,
      headers: iris,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(ZAccountDetailResponseSchema.parse(details.json())).toMatchObject({
      status: 12,
      reinstatementAmountCents: null,
      validations: { isInOfrStatus: false, isOfrReinstateAmount: false },
    });

    // the same request once more (a resubmit after a lost answer) answers the payment made, and changes nothing
    const again = await submit(t, iris, body);
    expect(again.json()).toEqual({ messageKey });
    expect(await loanRow(R1)).toEqual(after);
  });
});
