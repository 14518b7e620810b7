/**
 * The API with LOAN_SYSTEMS_URL (decision 065): its loan reads come from the loan-systems service over HTTP, not from
 * the ledger tables of its own database. A payment posted in the service only shows in the API's answer.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { loanIdOf } from '../../../db/seed';
import { businessDateOf } from '../../../db/loan-payoff';
import { createTestDatabase } from '../../../db/test-db';
import { buildLoanSystemsService } from '../../../loan-systems-service/service-app';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { TEST_DATA_KEY } from '../../../testing/loan-systems';
import { createHttpLoanSystems } from './http-adapter';

let serviceDatabase: DatabaseHandle;
let service: FastifyInstance;
let url: string;
let t: TestApp;
beforeAll(async () => {
  serviceDatabase = await createTestDatabase();
  service = await buildLoanSystemsService({
    database: serviceDatabase,
    dataKey: TEST_DATA_KEY,
    logLevel: 'silent',
  });
  await service.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  t = await buildTestApp({ LOAN_SYSTEMS_URL: url });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
  await serviceDatabase?.close();
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
