/** Test helpers for the payment tests: cards through the sandbox form session + POST /cards, submits and polls. */
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentExceptions } from '../../../db/schema';
import {
  ZCardFormKeyResponseSchema,
  ZCardResponseSchema,
  ZCardsResponseSchema,
  ZPaymentStatusResponseSchema,
  type TPaymentCard,
  type TPaymentStatusResponse,
} from '@lender/contract';
import { createSandboxCardProcessor } from '../../../integrations/card-processor/sandbox';
import { validateCardForm } from '../../../integrations/card-processor/form-validation';
import type { TestApp } from '../../../testing/build-test-app';
import { positionAtStoreOf } from '../../../testing/store-positions';

export type Headers = { authorization: string };

/**
 * Tokenizes a test card in a hosted-form session the caller opens (GET /cardFormKey, so a guest session's
 * form is its own), completes it in the sandbox, then adds it with POST /cards. `profileId` is the
 * caller's profile (the form's owner at the processor).
 */
export async function addCard(
  t: TestApp,
  headers: Headers,
  profileId: string,
  cardNumber: string,
  save = false,
): Promise<TPaymentCard> {
  const processor = createSandboxCardProcessor(t.database.db);
  const now = new Date();
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/cardFormKey?transactionType=payment&origin=${encodeURIComponent('http://localhost')}`,
    headers,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const form = ZCardFormKeyResponseSchema.parse(opened.json());
  const accepted = validateCardForm(
    { cardNumber, expiry: '12/39', cvv: '123', firstName: 'Pat', lastName: 'Payer' },
    now,
  );
  if (!accepted.ok) throw new Error(`test card refused: ${JSON.stringify(accepted.errors)}`);
  await processor.completeForm(form.transactionUuid, accepted.card, now);
  expect((await processor.cardForTransaction(form.transactionUuid, profileId, now))?.last4).toBe(
    cardNumber.slice(-4),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cards',
    headers,
    payload: { save, bridgeToken: form.transactionUuid },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return ZCardResponseSchema.parse(res.json()).card;
}

export async function savedCards(t: TestApp, headers: Headers): Promise<TPaymentCard[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/cards?processorType=1', headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZCardsResponseSchema.parse(res.json()).cards;
}

export function paymentBody(
  loanId: string,
  card: TPaymentCard,
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return {
    idempotencyKey: randomUUID(),
    loanId,
    paymentAmount: amount,
    paymentAmountType: 'other',
    paymentType: 2,
    paymentCardToken: card.cardToken,
    paymentCardIds: card.cardIds,
    cardHolderName: 'Pat Payer',
    cardNumber: card.cardNumber,
    cvv: '123',
    ...positionAtStoreOf(loanId),
    ...extra,
  };
}

/** The lender's overrides of the server settings, replacing any set before (PUT /dev/configsettings, outside production). */
export async function setSettings(t: TestApp, overrides: Record<string, unknown>): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/dev/configsettings',
    payload: { overrides, replace: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export function submit(t: TestApp, headers: Headers, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/payment', headers, payload });
}

export async function status(
  t: TestApp,
  headers: Headers,
  key: string,
): Promise<TPaymentStatusResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/payment?key=${encodeURIComponent(key)}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZPaymentStatusResponseSchema.parse(res.json());
}

/** Polls GET /payment every 25 ms until it is no longer pending. */
export async function settle(
  t: TestApp,
  headers: Headers,
  key: string,
  timeoutMs = 10_000,
): Promise<TPaymentStatusResponse> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const current = await status(t, headers, key);
    if (!current.pending) return current;
    if (Date.now() > until) throw new Error(`payment ${key} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Submits and waits: the messageKey and the final status. */
export async function pay(t: TestApp, headers: Headers, payload: object) {
  const res = await submit(t, headers, payload);
  expect(res.statusCode, res.body).toBe(202);
  const { messageKey } = res.json() as { messageKey: string };
  return { messageKey, result: await settle(t, headers, messageKey) };
}

/**
 * The operator record of a payment's voided authorization, once voided: a payment fails with its record first (the
 * borrower is told at once), then the void goes to the processor, so a test that settled reads it when it is done.
 */
export async function voidedRecord(t: TestApp, paymentId: string) {
  const recordOf = async () =>
    (
      await t.database.db
        .select()
        .from(paymentExceptions)
        .where(eq(paymentExceptions.paymentId, paymentId))
    )[0];
  await expect
    .poll(async () => (await recordOf())?.voided, { timeout: 5_000, interval: 25 })
    .toBe(true);
  return recordOf();
}

/** The app's payment outcome counters, read from GET /metrics. */
export async function paymentOutcomeCounts(
  t: TestApp,
): Promise<Record<'approved' | 'declined' | 'voided' | 'failed', number>> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const count = (outcome: string) =>
    Number(
      new RegExp(`^lender_payment_outcomes_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(
        text,
      )?.[1] ?? NaN,
    );
  return {
    approved: count('approved'),
    declined: count('declined'),
    voided: count('voided'),
    failed: count('failed'),
  };
}

/**
 * The outbox's messages to `to` once one holds `text`: the receipt is written after the posting commits,
 * so a status that already reads completed may come a moment before it (CI on PostgreSQL saw that).
 */
export async function outboxWith(t: TestApp, to: string, text: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const body = (
        await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
      ).body;
      expect(body).toContain(text);
      return body;
    },
    { timeout: 5_000, interval: 50 },
  );
}
