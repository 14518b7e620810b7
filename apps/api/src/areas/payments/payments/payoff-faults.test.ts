/**
 * A payoff across a network that fails (issue 51, decision 068): the API over the loan-systems service with the fault
 * proxy between them. A loan is paid off once, so each case pays off a new loan of Ana's own (the sandbox's store
 * counter, decision 078). For each fault on the posting — a timeout before or after the service applied it, a 5xx, a
 * reset, a lost answer, a slow answer, a duplicate delivery — the invariant holds: the card was charged the whole
 * payoff once and the posting applied once, the loan is paid off in the service, and her status ends in success,
 * never "processing" for good. Reconciliation of the day then finds no difference.
 */
import { describe, expect, it } from 'vitest';
import type { Fault } from '@lender/fault-proxy';
import { formatCentsForServer, LoanStatus } from '@lender/domain';
import { loanIdOf } from '../../../db/seed';
import { faultyLoanSystems, WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import { positionAtStoreOf } from '../../../testing/store-positions';
import { paymentBody, settle, submit } from './payments-test-kit';
import {
  anaOverTheService,
  expectChargedAndPostedOnce,
  expectPaymentDaysReconciled,
  loanInService,
  payoffInService,
} from './posting-faults-test-kit';

const POST_PAYMENT = '/v1/systems/TLXe/postPayment';
/** where she pays from (the location check): in Texas, as the store that opens her new loans (A1's store's position) */
const IN_TEXAS = positionAtStoreOf(loanIdOf('A1'));

const faulty = faultyLoanSystems();
const s = anaOverTheService(faulty);

/** opens a new loan of hers, pays its whole payoff (the posting meeting `fault`) and waits for her answer */
async function payOffThrough(fault?: Fault) {
  const { t, ana, visa } = s;
  const loanId = await s.newLoan();
  const db = faulty.service.database.db;
  const before = await payoffInService(db, loanId);
  if (fault) faulty.proxy.inject({ path: POST_PAYMENT, fault });
  const res = await submit(
    t,
    ana,
    paymentBody(loanId, visa, formatCentsForServer(before), { isPayoff: true, ...IN_TEXAS }),
  );
  expect(res.statusCode, res.body).toBe(202);
  const { messageKey } = res.json() as { messageKey: string };
  const answer = await settle(t, ana, messageKey, 15_000);
  expect(answer).toMatchObject({ pending: false, Error: null });
  expect(answer.confirmationNumber).toBeTruthy();
  const payment = await expectChargedAndPostedOnce(t, db, messageKey, before);
  expect(payment).toMatchObject({ amountCents: before, isPayoff: true });
  expect(await loanInService(db, loanId)).toMatchObject({ status: LoanStatus.PaidOff });
}

describe('a payoff whose posting meets a fault', () => {
  it.each(WRITE_FAULTS)(
    '%s: charged once, posted once, the loan paid off, and she is told',
    async (_name, fault) => {
      await payOffThrough(fault);
      expect(faulty.proxy.met(fault.kind)).toBe(1);
    },
  );
});

describe('reconciliation after the faults', () => {
  it('finds no difference between the payoffs posted here and the service’s postings', async () => {
    // one more payoff, without a fault: the test does not lean on the tests before it
    await payOffThrough();
    await expectPaymentDaysReconciled(s.t, faulty);
  });
});
