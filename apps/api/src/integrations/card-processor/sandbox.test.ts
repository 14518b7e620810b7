import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { profileIdOf } from '../../db/seed';
import { createTestDatabase } from '../../db/test-db';
import { validateCardForm } from './form-validation';
import { ProcessorUnavailableError } from './port';
import {
  approvedChargeCount,
  approvedDisbursements,
  CANNOT_RECEIVE_REASON,
  CARD_FORM_TTL_MS,
  createSandboxCardProcessor,
  type SandboxCardProcessor,
  VOIDED_REASON,
} from './sandbox';
import { TEST_CARDS } from './test-cards';

let database: DatabaseHandle;
let processor: SandboxCardProcessor;
const now = new Date();
const expiry = `12/${String((now.getFullYear() + 2) % 100)}`;
const P1 = profileIdOf('P1');

beforeAll(async () => {
  database = await createTestDatabase();
  processor = createSandboxCardProcessor(database.db, { slowMs: 300 });
});
afterAll(() => database.close());

/** Form session → card stored → the token. */
async function tokenFor(cardNumber: string, profileId: string | null = P1): Promise<string> {
  const form = await processor.createCardForm({
    transactionType: 'payment',
    origin: 'http://localhost',
    profileId,
    now,
  });
  const checked = validateCardForm(
    { cardNumber, expiry, cvv: '123', firstName: 'Ana', lastName: 'Rivera' },
    now,
  );
  if (!checked.ok) throw new Error('test card refused');
  expect(await processor.completeForm(form.transactionUuid, checked.card, now)).toBe(true);
  const card = await processor.cardForTransaction(form.transactionUuid, profileId, now);
  if (!card) throw new Error('no card for the form');
  return card.token;
}

const authorize = (token: string, idempotencyKey: string, amountCents = 5_000) =>
  processor.authorize({ token, amountCents, idempotencyKey, now });

describe('sandbox card processor', () => {
  it('hosted form sessions: 15 minutes, one completion, bound to the profile', async () => {
    const form = await processor.createCardForm({
      transactionType: 'payment',
      origin: 'http://localhost',
      profileId: P1,
      now,
    });
    expect(form.formUrl).toBe(`/card-processor/form/${form.transactionUuid}`);
    expect(form.expiresAt.getTime() - now.getTime()).toBe(CARD_FORM_TTL_MS);
    expect(await processor.cardForTransaction(form.transactionUuid, P1, now)).toBeNull();
    const checked = validateCardForm(
      {
        cardNumber: TEST_CARDS.visaDebit,
        expiry,
        cvv: '123',
        firstName: 'Ana',
        lastName: 'Rivera',
      },
      now,
    );
    if (!checked.ok) throw new Error('refused');
    expect(await processor.completeForm(form.transactionUuid, checked.card, now)).toBe(true);
    expect(await processor.completeForm(form.transactionUuid, checked.card, now)).toBe(false);
    const card = await processor.cardForTransaction(form.transactionUuid, P1, now);
    expect(card).toMatchObject({
      last4: '1111',
      bin8: '41111111',
      cardType: 'visa',
      fundingType: 'debit',
      canDisburse: true,
    });
    expect(
      await processor.cardForTransaction(form.transactionUuid, profileIdOf('P5'), now),
    ).toBeNull();
    expect(
      await processor.cardForTransaction(
        form.transactionUuid,
        P1,
        new Date(now.getTime() + CARD_FORM_TTL_MS),
      ),
    ).toBeNull();
    const late = await processor.createCardForm({
      transactionType: 'payment',
      origin: 'http://localhost',
      profileId: P1,
      now,
    });
    expect(
      await processor.completeForm(
        late.transactionUuid,
        checked.card,
        new Date(now.getTime() + CARD_FORM_TTL_MS + 1),
      ),
    ).toBe(false);
    expect(
      await processor.formState(
        late.transactionUuid,
        new Date(now.getTime() + CARD_FORM_TTL_MS + 1),
      ),
    ).toEqual({ state: 'expired' });
  });

  it('approves the good cards and declines the declining ones with their reasons', async () => {
    expect(await authorize(await tokenFor(TEST_CARDS.visaDebit), 'k-visa')).toMatchObject({
      status: 'approved',
    });
    expect(await authorize(await tokenFor(TEST_CARDS.mastercardCredit), 'k-mc')).toMatchObject({
      status: 'approved',
    });
    expect(await authorize(await tokenFor(TEST_CARDS.declined), 'k-declined')).toMatchObject({
      status: 'declined',
      reason: 'Card declined',
    });
    expect(await authorize(await tokenFor(TEST_CARDS.insufficientFunds), 'k-nsf')).toMatchObject({
      status: 'declined',
      reason: 'Insufficient funds',
    });
    expect(await authorize('tok_unknown', 'k-unknown')).toMatchObject({
      status: 'declined',
      reason: 'Card not recognized',
    });
  });

  it('answers a repeated key with the first outcome and charges once', async () => {
    const token = await tokenFor(TEST_CARDS.visaDebit);
    const first = await authorize(token, 'k-repeat');
    expect(await authorize(token, 'k-repeat')).toEqual(first);
    expect(await approvedChargeCount(database.db, token)).toBe(1);
    await expect(authorize(token, 'k-repeat', 9_999)).rejects.toThrow('idempotency key reused');
  });

  it('10 concurrent authorizations with one key are one approved charge', async () => {
    const token = await tokenFor(TEST_CARDS.mastercardCredit);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => authorize(token, 'k-concurrent')),
    );
    expect(new Set(results.map((r) => r.authorizationId)).size).toBe(1);
    expect(await approvedChargeCount(database.db, token)).toBe(1);
  });

  it('errorOnce: the first try is a processor fault, the retry with the same key approves, once', async () => {
    const token = await tokenFor(TEST_CARDS.errorOnce);
    await expect(authorize(token, 'k-error')).rejects.toBeInstanceOf(ProcessorUnavailableError);
    expect(await approvedChargeCount(database.db, token)).toBe(0);
    const retry = await authorize(token, 'k-error');
    expect(retry.status).toBe('approved');
    expect(await authorize(token, 'k-error')).toEqual(retry);
    expect(await approvedChargeCount(database.db, token)).toBe(1);
    await expect(authorize(token, 'k-error-2')).rejects.toBeInstanceOf(ProcessorUnavailableError);
  });

  it('voids by key: the charge held under it, a key in error, or a key not yet used, which stays closed', async () => {
    const voidByKey = (idempotencyKey: string) => processor.voidByKey({ idempotencyKey, now });
    const token = await tokenFor(TEST_CARDS.visaDebit);
    const held = await authorize(token, 'k-held');
    const voided = await voidByKey('k-held');
    expect(voided).toMatchObject({ status: 'voided', authorizationId: held.authorizationId });
    expect(await voidByKey('k-held')).toEqual(voided);
    expect((await authorize(token, 'k-held')).status).toBe('declined');
    // an authorize that never reached the processor: the key is closed, and a late one under it is declined
    expect(await voidByKey('k-never')).toEqual({ status: 'notHeld', authorizationId: null });
    expect(await authorize(token, 'k-never')).toMatchObject({
      status: 'declined',
      reason: VOIDED_REASON,
    });
    // a fault on the first try: its retry is not approved once the key is closed
    const flaky = await tokenFor(TEST_CARDS.errorOnce);
    await expect(authorize(flaky, 'k-fault')).rejects.toBeInstanceOf(ProcessorUnavailableError);
    expect((await voidByKey('k-fault')).status).toBe('notHeld');
    expect((await authorize(flaky, 'k-fault')).status).toBe('declined');
    expect(await approvedChargeCount(database.db, flaky)).toBe(0);
  });

  it('slow: approves after the configured delay', async () => {
    const token = await tokenFor(TEST_CARDS.slow);
    const started = Date.now();
    expect(await authorize(token, 'k-slow')).toMatchObject({ status: 'approved' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('looks up a BIN and refuses a non-positive amount', async () => {
    expect(await processor.lookupBin('55555555')).toEqual({
      cardType: 'mastercard',
      fundingType: 'credit',
      canDisburse: false,
    });
    await expect(authorize(await tokenFor(TEST_CARDS.visaDebit), 'k-zero', 0)).rejects.toThrow(
      'positive',
    );
  });

  it('reports a processor fault when its store is unreachable', async () => {
    const broken = await createTestDatabase();
    await broken.db.execute(
      sql.raw('alter table processor_card_forms rename to processor_card_forms_gone'),
    );
    const failing = createSandboxCardProcessor(broken.db);
    await expect(
      failing.createCardForm({
        transactionType: 'payment',
        origin: 'http://localhost',
        profileId: P1,
        now,
      }),
    ).rejects.toBeInstanceOf(ProcessorUnavailableError);
    await broken.close();
  });

  it('pushes funds to a debit card once per key, declines a credit card and the declining cards, and approves a retry after a fault once', async () => {
    const push = (token: string, idempotencyKey: string, amountCents = 10_000) =>
      processor.pushToCard({ token, amountCents, idempotencyKey, now });
    const debit = await tokenFor(TEST_CARDS.visaDebit);
    const first = await push(debit, 'd-visa');
    expect(first).toMatchObject({ status: 'approved' });
    const repeats = await Promise.all(Array.from({ length: 5 }, () => push(debit, 'd-visa')));
    expect(repeats).toEqual(Array.from({ length: 5 }, () => first));
    expect(await approvedDisbursements(database.db, debit)).toHaveLength(1);
    await expect(push(debit, 'd-visa', 1)).rejects.toThrow(/idempotency key/i);
    expect(await push(await tokenFor(TEST_CARDS.mastercardCredit), 'd-credit')).toMatchObject({
      status: 'declined',
      reason: CANNOT_RECEIVE_REASON,
    });
    expect(await push(await tokenFor(TEST_CARDS.declined), 'd-declined')).toMatchObject({
      status: 'declined',
      reason: 'Card declined',
    });
    const flaky = await tokenFor(TEST_CARDS.errorOnce);
    await expect(push(flaky, 'd-flaky')).rejects.toBeInstanceOf(ProcessorUnavailableError);
    const retried = await push(flaky, 'd-flaky');
    expect(retried).toMatchObject({ status: 'approved' });
    expect(await push(flaky, 'd-flaky')).toEqual(retried);
    expect(await approvedDisbursements(database.db, flaky)).toHaveLength(1);
  });
});
