/**
 * A settlement's payments across a network that fails (issue 51, decision 068): the API over the loan-systems service
 * with the fault proxy between them. P5 signs her $900.00 settlement of S1 and pays it in parts; each part's posting
 * meets one fault (a timeout before or after the service applied it, a 5xx, a reset, a lost answer, a slow answer, a
 * duplicate delivery), one loses its answers on every try of a call, and the last part, which reaches the agreed sum,
 * loses its answer. The invariant: each part charged once and posted once, the settlement's paid sum and the service's
 * balance moved once per part, and the last part settles S1 once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoanStatus } from '@lender/domain';
import { loanPayments, loans, payments, processorAuthorizations } from '../../../db/schema';
import { faultyLoanSystems, WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import { payoffToday } from '../../../testing/loan-payoff';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { addCard, paymentBody } from '../../payments/test-kit';
import {
  ERIN,
  pay,
  S1,
  settlementBody,
  settlementStatus,
  signAgreement,
} from './settlement-test-kit';

const POST_PAYMENT = '/v1/systems/TLXe/postPayment';
const PART_CENTS = 10_000;

const faulty = faultyLoanSystems();

const inService = async () =>
  (await faulty.service.database.db.select().from(loans).where(eq(loans.id, S1)))[0]!;

/**
 * one part paid through a fault: charged once, posted once, the settlement's paid sum up once, and the service's
 * balance down once (to nothing when the part `settles` the loan: its charged-off balance is forgiven)
 */
async function payPart(
  t: CardsTestApp,
  erin: Headers,
  body: object,
  cents: number,
  settles = false,
) {
  const before = {
    balance: payoffToday(await inService()),
    paid: (await settlementStatus(t, erin)).paidCents,
  };
  const { messageKey, result } = await pay(t, erin, body);
  expect(result).toMatchObject({ pending: false, Error: null });
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.messageKey, messageKey));
  expect(payment?.status).toBe('posted');
  const postings = await faulty.service.database.db
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.paymentId, payment!.id));
  expect(postings).toHaveLength(1);
  const charges = await t.database.db
    .select()
    .from(processorAuthorizations)
    .where(eq(processorAuthorizations.idempotencyKey, payment!.id));
  expect(charges.map((charge) => [charge.status, charge.voidedAt])).toEqual([['approved', null]]);
  expect(payoffToday(await inService())).toBe(settles ? 0 : before.balance - cents);
  expect((await settlementStatus(t, erin)).paidCents).toBe(before.paid + cents);
  return result;
}

describe('a settlement paid in parts, each posting meeting a fault', () => {
  it('posts each part once and settles S1 once with the part that reaches the agreed sum', async () => {
    const t = await cardsTestApp({
      env: faulty.env(),
      jobs: { policies: { payment: { retryLimit: 3, retryDelay: 1, retryBackoff: false } } },
    });
    try {
      const erin = await t.headers('P5');
      await signAgreement(t, erin);
      const card = await addCard(t, erin, ERIN, '4111111111111111', true);
      for (const [name, fault] of WRITE_FAULTS) {
        faulty.proxy.inject({ path: POST_PAYMENT, fault });
        const result = await payPart(t, erin, paymentBody(S1, card, '100.00'), PART_CENTS);
        expect(
          faulty.proxy.log.filter((seen) => seen.fault === fault.kind),
          name,
        ).toHaveLength(1);
        expect(result.confirmation?.settlementRemainingCents, name).toBeGreaterThan(0);
      }
      // answers lost on all four tries of a call: the job's next run asks again under the part's key, never anew
      const asked = faulty.proxy.forwarded(POST_PAYMENT);
      faulty.proxy.inject({ path: POST_PAYMENT, fault: { kind: 'lostAnswer' }, times: 4 });
      await payPart(t, erin, paymentBody(S1, card, '100.00'), PART_CENTS);
      expect(faulty.proxy.forwarded(POST_PAYMENT) - asked).toBeGreaterThanOrEqual(5);
      const left = 90_000 - (WRITE_FAULTS.length + 1) * PART_CENTS;
      faulty.proxy.inject({ path: POST_PAYMENT, fault: { kind: 'lostAnswer' } });
      const last = await payPart(
        t,
        erin,
        settlementBody(card, (left / 100).toFixed(2)),
        left,
        true,
      );
      expect(last.confirmation).toMatchObject({ settlementRemainingCents: 0 });
      expect((await inService()).status).toBe(LoanStatus.Settled);
      expect(await settlementStatus(t, erin)).toMatchObject({
        status: 'settled',
        paidCents: 90_000,
        remainingCents: 0,
      });
    } finally {
      await t.close();
    }
  });
});
