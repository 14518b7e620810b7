/**
 * The port suite (testing/loan-system-port-contract/) against the HTTP adapter talking to a real loan-systems
 * service on an ephemeral port, on a fresh database of its own (PGlite; PostgreSQL with TEST_DATABASE_URL); then what
 * only the wire has: the Idempotency-Key's replay and refusal, faults retried under one key, the circuit, the OpenAPI.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { BrokenCircuitError } from 'cockatiel';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { loanPayments } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { createTestDatabase } from '../../../db/test-db';
import { buildLoanSystemsService } from '../../../loan-systems-service/service-app';
import { SANDBOX_FUNDED_LOANS_PATH } from '../wire/sandbox';
import { createFaults, type Faults } from '../../../testing/loan-system-faults';
import { describePortContract } from '../../../testing/loan-system-port-contract';
import { TEST_DATA_KEY } from '../../../testing/loan-systems';
import { SYSTEM_OPERATIONS } from '../wire/operations';
import { LoanSystemUnavailableError } from './errors';
import { createHttpLoanSystems } from './http-adapter';

let database: DatabaseHandle;
let service: FastifyInstance;
let url: string;
let faults: Faults;
beforeAll(async () => {
  database = await createTestDatabase();
  service = await buildLoanSystemsService({ database, dataKey: TEST_DATA_KEY, logLevel: 'silent' });
  await service.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  faults = createFaults();
});
afterAll(async () => {
  await service?.close();
  await database?.close();
});

/** the adapter as the API builds it, through the faults, its waits shortened */
const adapter = (resilience = {}) =>
  createHttpLoanSystems({
    url,
    timeoutMs: 1_000,
    resilience: { backoffMs: 5, maxBackoffMs: 20, ...resilience },
    fetch: faults.fetch,
  });

describePortContract('HTTP adapter and loan-systems service', async () => {
  const systems = adapter();
  return {
    systems,
    ledgerDb: database.db,
    newPaymentId: async () => randomUUID(),
    loseFirstAnswer(write) {
      faults.next('answerLostAfterApply');
      return write(systems);
    },
    close: async () => undefined,
  };
});

const A1 = loanIdOf('A1');
const postingsOf = async (paymentId: string) =>
  (await database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, paymentId)))
    .length;
const paymentBody = (amountCents = 500) => ({
  paymentId: randomUUID(),
  loanId: A1,
  amountCents,
  confirmationNumber: 'C-WIRE',
  postedOn: new Date().toISOString().slice(0, 10),
  now: new Date().toISOString(),
});
async function post(path: string, body: unknown, key?: string) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

describe('the sandbox’s store counter (decision 078)', () => {
  it('is not a route of a service built without it, as in production', async () => {
    const res = await service.inject({
      method: 'POST',
      url: SANDBOX_FUNDED_LOANS_PATH,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the loan-systems service’s Idempotency-Key', () => {
  it('answers the same status and body for a repeated key, applied once, even when the two arrive at once', async () => {
    const body = paymentBody();
    const key = `pay-${randomUUID()}`;
    const [first, second] = await Promise.all([
      post('/v1/systems/TLXe/postPayment', body, key),
      post('/v1/systems/TLXe/postPayment', body, key),
    ]);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await post('/v1/systems/TLXe/postPayment', body, key)).toEqual(first);
    expect(await postingsOf(body.paymentId)).toBe(1);
  });

  it('refuses a used key with another body (422), and a write without a key (400)', async () => {
    const body = paymentBody();
    const key = `pay-${randomUUID()}`;
    expect((await post('/v1/systems/TLXe/postPayment', body, key)).status).toBe(200);
    const other = await post('/v1/systems/TLXe/postPayment', { ...body, amountCents: 600 }, key);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text)).toMatchObject({ errorCode: 'idempotencyKeyReused' });
    expect((await post('/v1/systems/TLXe/postPayment', paymentBody())).status).toBe(400);
    expect(await postingsOf(body.paymentId)).toBe(1);
  });

  it('stores a refusal of the ledger with its key: the same key answers the same refusal', async () => {
    const body = { ...paymentBody(100), loanId: loanIdOf('T2') };
    const key = `refi-${randomUUID()}`;
    const first = await post('/v1/systems/TLXe/postRefinance', body, key);
    expect(first.status).toBe(409);
    expect(JSON.parse(first.text)).toMatchObject({ errorCode: 'refinanceNotPossible' });
    expect(await post('/v1/systems/TLXe/postRefinance', body, key)).toEqual(first);
  });
});

describe('the HTTP adapter under faults', () => {
  it.each(['unavailable', 'resetBeforeApply', 'answerLostAfterApply'] as const)(
    'a write met by %s is tried again under the same key and applies once',
    async (fault) => {
      const systems = adapter();
      const body = paymentBody(300);
      faults.next(fault);
      const sent = faults.keys.length;
      const posted = await systems
        .adapter('TLXe')
        .postPayment({ ...body, now: new Date(body.now) });
      expect(posted.amountCents).toBe(300);
      const keys = faults.keys.slice(sent);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys)).toEqual(new Set([keys[0]]));
      expect(await postingsOf(body.paymentId)).toBe(1);
    },
  );

  it('gives up when the service keeps failing, and then its circuit refuses at once', async () => {
    const broken = createHttpLoanSystems({
      url: 'http://127.0.0.1:9',
      timeoutMs: 200,
      resilience: { retries: 1, backoffMs: 1, maxBackoffMs: 2, breakerThreshold: 2 },
    });
    const read = () => broken.adapter('TLXe').loanDetail(A1);
    await expect(read()).rejects.toBeInstanceOf(LoanSystemUnavailableError);
    const refused = await read().catch((error: unknown) => error);
    expect((refused as Error).cause).toBeInstanceOf(BrokenCircuitError);
  });

  it('opens the writes’ circuit without closing the reads’: a failing ledger still answers what her screens read', async () => {
    const writesFail: typeof fetch = async (input, init) =>
      (init?.headers as Record<string, string> | undefined)?.['idempotency-key']
        ? new Response('{"statusCode":503}', { status: 503 })
        : fetch(input, init);
    const systems = createHttpLoanSystems({
      url,
      timeoutMs: 1_000,
      resilience: { retries: 0, backoffMs: 1, maxBackoffMs: 2, breakerThreshold: 2 },
      fetch: writesFail,
    });
    const post = async () =>
      systems.adapter('TLXe').postPayment({
        paymentId: randomUUID(),
        loanId: A1,
        amountCents: 100,
        confirmationNumber: 'C-BREAKER',
        postedOn: '2026-12-03',
        now: new Date(),
      });
    for (let i = 0; i < 2; i += 1)
      await expect(post()).rejects.toBeInstanceOf(LoanSystemUnavailableError);
    const refused = await post().catch((error: unknown) => error);
    expect((refused as Error).cause).toBeInstanceOf(BrokenCircuitError);
    expect((await systems.adapter('TLXe').loanDetail(A1))?.loanId).toBe(A1);
  });
});

describe('the loan-systems service’s OpenAPI', () => {
  it('documents every operation with its schemas at /docs/json', async () => {
    const doc = (await service.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    };
    for (const name of Object.keys(SYSTEM_OPERATIONS))
      expect(doc.paths[`/v1/systems/{system}/${name}`]?.post?.requestBody).toBeDefined();
    expect(doc.paths['/v1/offers/setAppraisalStatus']).toBeDefined();
  });
});
