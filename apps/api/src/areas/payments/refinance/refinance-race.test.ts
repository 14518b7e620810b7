/**
 * A renewal checked while its loan was open, then reserved after another renewal of the loan posted: the submit is
 * held between its rule check and its reservation (the steps before the payment wait) while the other renewal is
 * made and posted, so the order the concurrent test only sometimes meets is met every time. The late submit answers
 * the rule on the loan as it is now (409 notPayable: the old loan is closed), charges nothing and writes no payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TPaymentCard } from '@lender/contract';
import { payments, refinances } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { savedCards, settle, submit, type Headers } from '../payments/payments-test-kit';
import type { RefinanceSteps } from './gate';
import { loanRow, renewBody } from './refinance-test-kit';

const A1 = loanIdOf('A1');
/** The disclosure envelope of the submit held between its check and its reservation. */
const HELD_ENVELOPE = randomUUID();
let reachedSteps: () => void;
const atSteps = new Promise<void>((resolve) => (reachedSteps = resolve));
let release: () => void;
const released = new Promise<void>((resolve) => (release = resolve));

/** The steps pass; the held submit's wait there (after the amount and loan rules passed) until released. */
const steps: RefinanceSteps = {
  async checkBeforePayment(_auth, { details }) {
    if (details.disclosureEnvelopeId !== HELD_ENVELOPE) return;
    reachedSteps();
    await released;
  },
};

let t: TestApp;
let ana: Headers;
let visa: TPaymentCard;

beforeAll(async () => {
  t = await buildTestApp({}, { refinanceSteps: steps });
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
});
afterAll(async () => t.close());

describe('a renewal whose loan another renewal closed between its check and its reservation', () => {
  it('answers 409 refinance.notPayable (not "more than the payoff of $0.00"), charges nothing and writes no payment', async () => {
    const late = submit(
      t,
      ana,
      renewBody(A1, visa, '215.40', {}, { disclosureEnvelopeId: HELD_ENVELOPE }),
    );
    await atSteps;
    const first = await submit(t, ana, renewBody(A1, visa, '215.40'));
    expect(first.statusCode, first.body).toBe(202);
    const result = await settle(t, ana, (first.json() as { messageKey: string }).messageKey);
    expect(result.newLoanId).toBeTruthy();
    expect((await loanRow(t, A1)).payoffCents).toBe(0);

    release();
    const res = await late;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'refinance.notPayable', field: 'body.loanId' });
    expect(await t.database.db.select().from(payments).where(eq(payments.loanId, A1))).toHaveLength(
      1,
    );
    expect(
      await t.database.db.select().from(refinances).where(eq(refinances.oldLoanId, A1)),
    ).toHaveLength(1);
    expect(await approvedChargeCount(t.database.db, visa.cardToken)).toBe(1);
  });
});
