/**
 * A renewal when things go wrong: the worker dies after the charge (one new loan, one charge), the old loan can no
 * longer be renewed when the posting comes (the authorization is voided and the payment fails with a clear Error),
 * and the cancel's refusals: the next business day (an injected clock) and a new loan with activity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { TPaymentCard } from '@lender/contract';
import { formatCentsForServer, LoanStatus } from '@lender/domain';
import { loans, payments } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import {
  pay,
  paymentBody,
  savedCards,
  settle,
  submit,
  voidedRecord,
  type Headers,
} from '../payments/payments-test-kit';
import { STEPS_PASS_FOR_TESTS } from './gate';
import { REFINANCE_NOT_POSSIBLE_ERROR } from './posting';
import {
  cancelRefinance,
  loanRow,
  paymentByKey,
  refinanceOf,
  renewBody,
} from './refinance-test-kit';
import { POSITIONS } from '../../../testing/store-positions';

const A1 = loanIdOf('A1');
const DAY_MS = 86_400_000;
let t: TestApp;
let ana: Headers;
let visa: TPaymentCard;
/** what the fault after the authorization does to the next renewal: the worker dies once, or the old loan stops being eligible */
let fault: 'crash' | 'ineligible' | null = null;
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      refinanceSteps: STEPS_PASS_FOR_TESTS,
      clock: () => new Date(Date.now() + clockOffsetMs),
      jobs: {
        policies: { payment: { retryDelay: 1, retryBackoff: false } },
        overrides: {
          payment: {
            faults: {
              async afterAuthorize() {
                const now = fault;
                fault = null;
                if (now === 'crash') throw new Error('the process died');
                if (now === 'ineligible')
                  await t.database.db
                    .update(loans)
                    .set({ refinanceEligible: false, isDisbursementAvailable: false })
                    .where(eq(loans.id, A1));
              },
            },
          },
        },
      },
    },
  );
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
});
afterAll(async () => t.close());

const renewalLoans = () =>
  t.database.db.select().from(loans).where(like(loans.originReference, 'refinance:%'));

describe('a renewal whose worker dies after the charge', () => {
  it('is posted by the retry: one new loan, one charge; then cancelled, A1 is as before', async () => {
    const before = await loanRow(t, A1);
    fault = 'crash';
    const res = await submit(t, ana, renewBody(A1, visa, '215.40'));
    expect(res.statusCode, res.body).toBe(202);
    const { messageKey } = res.json() as { messageKey: string };
    const result = await settle(t, ana, messageKey, 20_000);
    expect(result.Error).toBeNull();
    expect(await renewalLoans()).toHaveLength(1);
    expect(await approvedChargeCount(t.database.db, visa.cardToken)).toBe(1);
    const cancelled = await cancelRefinance(t, ana, result.newLoanId!);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await loanRow(t, A1)).toEqual(before);
  }, 30_000);
});

describe('a renewal the old loan no longer allows at posting', () => {
  it('voids the authorization, fails with a clear Error, and leaves A1 and the ledger untouched', async () => {
    const before = await loanRow(t, A1);
    fault = 'ineligible';
    const { messageKey, result } = await pay(t, ana, renewBody(A1, visa, '215.40'));
    expect(result).toMatchObject({
      pending: false,
      confirmationNumber: null,
      newLoanId: null,
      Error: REFINANCE_NOT_POSSIBLE_ERROR,
    });
    const payment = await paymentByKey(t, messageKey);
    expect(await voidedRecord(t, payment.id)).toMatchObject({
      reason: 'refinanceNotPossible',
      voided: true,
    });
    expect(await refinanceOf(t, payment.id)).toMatchObject({ status: 'failed', newLoanId: null });
    expect(await renewalLoans()).toHaveLength(1);
    expect(await loanRow(t, A1)).toMatchObject({
      status: LoanStatus.Open,
      payoffCents: before.payoffCents,
      feesCents: before.feesCents,
    });
    await t.database.db
      .update(loans)
      .set({ refinanceEligible: true, isDisbursementAvailable: true })
      .where(eq(loans.id, A1));
  }, 20_000);
});

describe('a cancel refused', () => {
  let newLoanId: string;

  it('the next business day: 409 notSameDay', async () => {
    const { result } = await pay(t, ana, renewBody(A1, visa, '215.40'));
    newLoanId = result.newLoanId!;
    clockOffsetMs = 7 * DAY_MS;
    try {
      // a week later: a session of that day
      const later = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
      const res = await cancelRefinance(t, later, newLoanId);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'refinance.cancel.notSameDay' });
    } finally {
      clockOffsetMs = 0;
    }
    expect(await loanRow(t, newLoanId)).toMatchObject({ status: LoanStatus.Open });
  });

  it('after a payment on the new loan: 409 newLoanActivity, and nothing changes', async () => {
    // the new loan is at A1's store, in Houston (its payment's location check)
    const { result } = await pay(t, ana, paymentBody(newLoanId, visa, '50.00', POSITIONS.houston));
    expect(result.confirmationNumber).toBeTruthy();
    const old = await loanRow(t, A1);
    const res = await cancelRefinance(t, ana, newLoanId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'refinance.cancel.newLoanActivity' });
    expect(await loanRow(t, A1)).toEqual(old);
    expect(
      await t.database.db
        .select({ refundedAt: payments.refundedAt })
        .from(payments)
        .where(eq(payments.newLoanId, newLoanId)),
    ).toEqual([{ refundedAt: null }]);
    expect(formatCentsForServer(old.payoffCents)).toBe('0.00');
  });
});
