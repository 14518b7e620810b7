/** What auto-pay's tests share: a loan enrolled as the borrower does it (PUT /autoPay), and a day's pass run now. */
import { expect } from 'vitest';
import { ZDevAutoPayRunResponseSchema, type TPaymentCard } from '@lender/contract';
import type { TestApp } from '../../../testing/build-test-app';
import type { Headers } from '../payments/payments-test-kit';

/** enrols the loan in auto-pay with her saved card */
export async function enrolInAutoPay(
  t: TestApp,
  headers: Headers,
  loanId: string,
  card: TPaymentCard,
): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/autoPay',
    headers,
    payload: {
      loanId,
      enrolled: true,
      paymentCardToken: card.cardToken,
      paymentCardIds: card.cardIds,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** runs auto-pay's pass of business day `on` now (POST /dev/autoPay/run): what it charged */
export async function runAutoPayPassOn(t: TestApp, on: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/autoPay/run', payload: { on } });
  expect(res.statusCode, res.body).toBe(200);
  return ZDevAutoPayRunResponseSchema.parse(res.json()).charges;
}
