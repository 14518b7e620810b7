/**
 * A renewal's cash out when things go wrong (decision 057): a worker killed between the push and its outcome pushes
 * once; a push in flight refuses the cancel (409) and is finished by the job's retry; a cancel before the push (the
 * worker stopped between the new loan's opening and the claim) means the money is never sent; a declined card lowers
 * the new loan by the cash out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentCard } from '@lender/contract';
import { renewalTerms } from '@lender/domain';
import { loanIdOf } from '../../../db/seed';
import { createCardProcessor } from '../../../integrations/card-processor';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';
import { ProcessorUnavailableError } from '../../../integrations/card-processor/port';
import { approvedDisbursements } from '../../../integrations/card-processor/sandbox';
import { buildTestApp, testConfig, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { pay, savedCards, type Headers } from '../payments/payments-test-kit';
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
let real: Pick<CardProcessorPort, 'pushToCard'>;
/** what the next push does: the worker dies after it (twice), the processor is down, the card declines, or the worker waits before its claim */
let mode: 'crash' | 'down' | 'decline' | 'waitBeforeClaim' | null = null;
let crashes = 0;
let releaseClaim = () => {};
const nothingPushed: string[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      refinanceSteps: STEPS_PASS_FOR_TESTS,
      jobs: {
        policies: { renewalCashOut: { retryDelay: 1, retryBackoff: false, retryLimit: 20 } },
        overrides: {
          renewalCashOut: {
            processor: {
              async pushToCard(input) {
                if (mode === 'down') throw new ProcessorUnavailableError();
                if (mode === 'decline')
                  return {
                    status: 'declined',
                    disbursementId: 'dsb-declined',
                    reason: 'do not honor',
                  };
                return real.pushToCard(input);
              },
            },
            async beforeClaim() {
              if (mode === 'waitBeforeClaim') await new Promise<void>((r) => (releaseClaim = r));
            },
            async afterPush() {
              if (mode === 'crash' && crashes < 2) {
                crashes += 1;
                throw new Error('worker killed between the push and its outcome');
              }
            },
            nothingToPush: (refinanceId: string) => nothingPushed.push(refinanceId),
          },
        },
      },
    },
  );
  real = createCardProcessor(t.database.db, testConfig());
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  debit = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
});
afterAll(async () => t.close());

const cashOutBody = () =>
  renewBody(A1, debit, '215.40', {
    disbursementAmount: '200.00',
    disburseCardIds: debit.cardIds,
    disbursementType: 16,
  });

async function renew() {
  const { messageKey, result } = await pay(t, ana, cashOutBody());
  expect(result).toMatchObject({ pending: false, Error: null });
  const paymentId = (await paymentByKey(t, messageKey)).id;
  return { paymentId, newLoanId: result.newLoanId!, postedOn: result.confirmation!.paymentDate };
}
const statusOf = async (paymentId: string) => (await refinanceOf(t, paymentId)).cashOutStatus;
const pushes = async (paymentId: string) => {
  const { id } = await refinanceOf(t, paymentId);
  return (await approvedDisbursements(t.database.db)).filter(
    (d) => d.idempotencyKey === `renewal-cash-out:${id}`,
  ).length;
};

describe('a renewal’s cash out when things go wrong', () => {
  it('a worker killed after the push (twice): pushed once, sent', async () => {
    mode = 'crash';
    const { paymentId, newLoanId } = await renew();
    await expect.poll(() => statusOf(paymentId), { timeout: 15_000 }).toBe('sent');
    expect(crashes).toBe(2);
    expect(await pushes(paymentId)).toBe(1);
    mode = null;
    expect((await cancelRefinance(t, ana, newLoanId)).statusCode).toBe(200);
  }, 30_000);

  it('a push in flight refuses the cancel; the retry sends it once', async () => {
    mode = 'down';
    const { paymentId, newLoanId } = await renew();
    await expect.poll(() => statusOf(paymentId), { timeout: 10_000 }).toBe('pushing');
    const refused = await cancelRefinance(t, ana, newLoanId);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([
      409,
      'refinance.cancel.cashOutInFlight',
    ]);
    mode = null;
    await expect.poll(() => statusOf(paymentId), { timeout: 15_000 }).toBe('sent');
    expect(await pushes(paymentId)).toBe(1);
    expect((await cancelRefinance(t, ana, newLoanId)).json()).toMatchObject({
      cashOutOwedCents: 20_000,
    });
  }, 30_000);

  it('cancelled before the push: never sent, nothing owed', async () => {
    mode = 'waitBeforeClaim';
    const { paymentId, newLoanId } = await renew();
    expect(await statusOf(paymentId)).toBe('pending');
    const res = await cancelRefinance(t, ana, newLoanId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cashOutOwedCents: 0 });
    const snapshot = (await refinanceOf(t, paymentId)).oldLoanSnapshot!;
    expect((await loanRow(t, A1)).principalCents).toBe(snapshot.principalCents);
    mode = null;
    const { id } = await refinanceOf(t, paymentId);
    releaseClaim();
    await expect.poll(() => nothingPushed.includes(id), { timeout: 10_000 }).toBe(true);
    expect(await statusOf(paymentId)).toBe('cancelled');
    expect(await pushes(paymentId)).toBe(0);
  }, 30_000);

  it('a declined card: nothing sent, the new loan lowered by the cash out', async () => {
    mode = 'decline';
    const before = await loanRow(t, A1);
    const { paymentId, newLoanId, postedOn } = await renew();
    await expect.poll(() => statusOf(paymentId), { timeout: 10_000 }).toBe('declined');
    // recorded declined first, then the loan system asked to withdraw it from the new loan (decision 068)
    await expect
      .poll(async () => (await refinanceOf(t, paymentId)).cashOutWithdrawnAt, { timeout: 10_000 })
      .not.toBeNull();
    const plain = renewalTerms(before.payoffCents, 21_540, postedOn);
    expect(await loanRow(t, newLoanId)).toMatchObject({
      principalCents: plain.newPrincipalCents,
      minimumDueCents: plain.newPayoffCents,
      productSwitchAmountDueCents: plain.financeChargeCents,
    });
    expect(await pushes(paymentId)).toBe(0);
    mode = null;
  }, 30_000);
});
