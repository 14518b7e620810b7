/**
 * The restricted manual retry (spec §9 restrictManualRetry, default true; restricted retry interval 15 min,
 * server-overridable; decision 058): the card declined on a loan may not pay it again within the interval — 409
 * PaymentRetryRestricted naming when, nothing reserved — while another card may pay at once; past the interval, or
 * with the setting off, the same card may try again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPaymentCard } from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import {
  addCard,
  paymentBody,
  setSettings as setSettingsOf,
  settle,
  submit,
  type Headers,
} from './payments-test-kit';

const MINUTE_MS = 60_000;
let t: TestApp;
let ana: Headers;
let declining: TPaymentCard;
let visa: TPaymentCard;
let clockOffsetMs = 0;
const A1 = loanIdOf('A1');

const setSettings = (overrides: Record<string, unknown>) => setSettingsOf(t, overrides);
/** A $20.00 payment on A1 with the card; its answer. */
const pay = (card: TPaymentCard) => submit(t, ana, paymentBody(A1, card, '20.00'));
/** The card is declined on A1 (a payment accepted, then failed by the processor's decline). */
async function declineOnce() {
  const res = await pay(declining);
  expect(res.statusCode, res.body).toBe(202);
  const result = await settle(t, ana, (res.json() as { messageKey: string }).messageKey);
  expect(result.Error).toBeTruthy();
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => new Date(Date.now() + clockOffsetMs) });
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  declining = await addCard(t, ana, profileIdOf('P1'), '4000000000000002', true);
  visa = await addCard(t, ana, profileIdOf('P1'), '4111111111111111', true);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await setSettings({});
  // each test starts past the interval of the earlier test's decline
  await later(16);
});
/** `minutes` later (the session timed out meanwhile: signed in again). */
async function later(minutes: number) {
  clockOffsetMs += minutes * MINUTE_MS;
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
}

describe('POST /payment: the restricted manual retry', () => {
  it('refuses the declined card for 15 minutes (409 PaymentRetryRestricted), another card pays at once', async () => {
    await declineOnce();
    const again = await pay(declining);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'PaymentRetryRestricted',
      field: 'body.paymentCardToken',
    });
    expect(Date.parse(again.json().retryAt as string)).toBeGreaterThan(Date.now() + clockOffsetMs);
    const other = await pay(visa);
    expect(other.statusCode, other.body).toBe(202);
    await settle(t, ana, (other.json() as { messageKey: string }).messageKey);
    await later(15);
    await declineOnce();
  });

  it('restrictManualRetry off: the declined card may try again at once', async () => {
    await declineOnce();
    await setSettings({ restrictManualRetry: false });
    await declineOnce();
  });

  it('the interval is the server’s: 5 minutes when set so', async () => {
    await setSettings({ restrictManualRetry: true, restrictedRetryMinutes: 5 });
    await declineOnce();
    await later(4);
    expect((await pay(declining)).statusCode).toBe(409);
    await later(1);
    await declineOnce();
  });
});
