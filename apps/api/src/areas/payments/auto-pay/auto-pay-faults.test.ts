/**
 * Auto-pay's payment across a network that fails (issue 51, decision 068): the API over the loan-systems service with
 * the fault proxy between them. A pass charges a loan once per due date (its idempotency key), so each case enrols a
 * new loan of Ana's own (the sandbox's store counter, decision 078) and runs the pass of its due date: the case charges
 * that loan alone, whatever ran before it. For each fault on the posting — a timeout before or after the service
 * applied it, a 5xx, a reset, a lost answer, a slow answer, a duplicate delivery — the invariant holds: the card was
 * charged the amount due once and the posting applied once, the payment ends posted and her status in success, never
 * "processing" for good. Reconciliation of the day then finds no difference.
 */
import { describe, expect, it } from 'vitest';
import type { Fault } from '@lender/fault-proxy';
import { faultyLoanSystems, WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import { settle } from '../payments/payments-test-kit';
import {
  anaOverTheService,
  expectChargedAndPostedOnce,
  expectPaymentDaysReconciled,
  loanInService,
  payoffInService,
} from '../payments/posting-faults-test-kit';
import { enrolInAutoPay, runAutoPayPassOn } from './auto-pay-test-kit';
import { autoPayIdempotencyKey } from './charge-pass';

const POST_PAYMENT = '/v1/systems/TLXe/postPayment';

const faulty = faultyLoanSystems();
const s = anaOverTheService(faulty);

/**
 * Enrols a new loan of hers, runs the pass of its due date (its posting meeting `fault`) and waits for her answer;
 * then the invariant. The loans of earlier cases fall due that day too: the pass answers their charges, charging none.
 */
async function autoPayThrough(fault?: Fault) {
  const { t, ana, visa } = s;
  const loanId = await s.newLoan();
  await enrolInAutoPay(t, ana, loanId, visa);
  const db = faulty.service.database.db;
  const { dueDate, minimumDueCents } = await loanInService(db, loanId);
  const before = await payoffInService(db, loanId);
  if (fault) faulty.proxy.inject({ path: POST_PAYMENT, fault });
  const charges = (await runAutoPayPassOn(t, dueDate)).filter((c) => c.loanId === loanId);
  expect(charges).toMatchObject([{ dueDate, outcome: 'charged', reason: null }]);
  const messageKey = charges[0]!.messageKey!;
  expect(await settle(t, ana, messageKey, 15_000)).toMatchObject({ pending: false, Error: null });
  const payment = await expectChargedAndPostedOnce(t, db, messageKey, before);
  expect(payment).toMatchObject({
    idempotencyKey: autoPayIdempotencyKey(loanId, dueDate),
    amountCents: minimumDueCents,
  });
}

describe('an auto-payment whose posting meets a fault', () => {
  it.each(WRITE_FAULTS)(
    '%s: charged once, posted once, and the payment ends posted',
    async (_name, fault) => {
      await autoPayThrough(fault);
      expect(faulty.proxy.met(fault.kind)).toBe(1);
    },
  );
});

describe('reconciliation after the faults', () => {
  it('finds no difference between the auto-payments posted here and the service’s postings', async () => {
    // one more auto-payment, without a fault: the test does not lean on the tests before it
    await autoPayThrough();
    await expectPaymentDaysReconciled(s.t, faulty);
  });
});
