/**
 * Decision 059: a renewal is new credit, refused (409 'credit.<code>', nothing charged) while the borrower has a loan in
 * bankruptcy or has declared herself covered by the Military Lending Act (TLXe always; NLS with allowNlsMlaCheck on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TPaymentCard } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { loans, payments } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { type TestApp } from '../../../testing/build-test-app';
import { submit, type Headers } from '../payments/payments-test-kit';
import { anaRenewing, renewBody } from './refinance-test-kit';

const A1 = loanIdOf('A1');
const A2 = loanIdOf('A2');
let t: TestApp;
let ana: Headers;
let visa: TPaymentCard;

beforeAll(async () => {
  ({ t, ana, visa } = await anaRenewing());
});
afterAll(async () => t.close());

const paymentCount = async () =>
  (await t.database.db.select().from(payments).where(eq(payments.loanId, A1))).length;

const declare = (isActiveDuty: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/militarystatus',
    headers: ana,
    payload: { isActiveDuty, isDependent: false },
  });

describe('a renewal refused by the borrower’s standing', () => {
  it('while she declares herself covered by the Military Lending Act (A1 is TLXe): 409 credit.mlaCovered', async () => {
    const before = await paymentCount();
    expect((await declare(true)).statusCode).toBe(200);
    const res = await submit(t, ana, renewBody(A1, visa, '300.00'));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'credit.mlaCovered', field: 'body.loanId' });
    expect(await paymentCount()).toBe(before);
    expect((await declare(false)).statusCode).toBe(200);
  });

  it('while one of her loans is in bankruptcy: 409 credit.bankruptcy, in her language', async () => {
    // P2's paid-off A2, made Ana's for this test and put in bankruptcy
    const [a2] = await t.database.db.select().from(loans).where(eq(loans.id, A2));
    await t.database.db
      .update(loans)
      .set({ status: LoanStatus.Bankrupt, customerId: await anaCustomer() })
      .where(eq(loans.id, A2));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { ...ana, 'accept-language': 'es' },
        payload: renewBody(A1, visa, '300.00'),
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'credit.bankruptcy' });
      expect(res.json().message).toContain('bancarrota');
    } finally {
      await t.database.db
        .update(loans)
        .set({ status: a2!.status, customerId: a2!.customerId })
        .where(eq(loans.id, A2));
    }
  });
});

async function anaCustomer(): Promise<string> {
  const [a1] = await t.database.db.select().from(loans).where(eq(loans.id, A1));
  return a1!.customerId;
}
