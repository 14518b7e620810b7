/**
 * The API with LOAN_SYSTEMS_URL (decision 065): its loan reads come from the loan-systems service over HTTP, not from
 * the ledger tables of its own database. A payment posted in the service only shows in the API's answer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanIdOf } from '../../../db/seed';
import { businessDateOf } from '../../../db/loan-payoff';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import {
  startLoanSystemsService,
  type RunningLoanSystemsService,
} from '../../../testing/loan-systems-service';
import { signIn } from '../../../testing/sign-in';
import { createHttpLoanSystems } from './http-adapter';

let loanSystems: RunningLoanSystemsService;
let url: string;
let t: TestApp;
beforeAll(async () => {
  loanSystems = await startLoanSystemsService();
  url = loanSystems.url;
  t = await buildTestApp({ LOAN_SYSTEMS_URL: url });
});
afterAll(async () => {
  await t?.close();
  await loanSystems?.close();
});

describe('the API over the loan-systems service', () => {
  it('answers a borrower’s loans from the service', async () => {
    const A1 = loanIdOf('A1');
    const { headers } = await signIn(t.app, 'ana.tlxe@example.com');
    const payoffOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/accounts?brandName=inl',
        headers,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { loans: { loanId: string; payoffAmountCents: number }[] };
      return body.loans.find((loan) => loan.loanId === A1)!.payoffAmountCents;
    };
    const before = await payoffOf();
    const now = new Date();
    const posted = await createHttpLoanSystems({ url, timeoutMs: 2_000 })
      .adapter('TLXe')
      .postPayment({
        paymentId: randomUUID(),
        loanId: A1,
        amountCents: 1_234,
        confirmationNumber: 'C-OVER-HTTP',
        postedOn: businessDateOf(now),
        now,
      });
    expect(posted.payoffCents).toBe(before - 1_234);
    expect(await payoffOf()).toBe(posted.payoffCents);
  });
});
