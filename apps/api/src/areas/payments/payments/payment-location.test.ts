/**
 * A standard payment's location check (spec §9 gpsCheckPayment / gpsForcePayment, default true; issue 49): outside
 * the store's state it is refused before anything is reserved or charged (422 OutOfStoreState naming both states);
 * without a position while forced, 422 LocationRequired; from inside, it goes on. The flags switch it: check off →
 * no position needed; force off → a payment without a position goes on, one from another state is still refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCATION_ERROR_CODES, type TPaymentCard } from '@lender/contract';
import { payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { POSITIONS } from '../../../testing/store-positions';
import {
  addCard,
  paymentBody,
  setSettings as setSettingsOf,
  settle,
  submit,
  type Headers,
} from './payments-test-kit';

let t: TestApp;
let ana: Headers;
let card: TPaymentCard;
const A1 = loanIdOf('A1');

const setSettings = (overrides: Record<string, unknown>) => setSettingsOf(t, overrides);
const paymentsOfA1 = () => t.database.db.select().from(payments).where(eq(payments.loanId, A1));
/** A1's payment of $20.00 from a position (none: no latitude/longitude at all). */
const pay = (position: { latitude: number; longitude: number } | null) => {
  const body: Record<string, unknown> = paymentBody(A1, card, '20.00');
  delete body.latitude;
  delete body.longitude;
  return submit(t, ana, { ...body, ...(position ?? {}) });
};

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  card = await addCard(t, ana, profileIdOf('P1'), '4111111111111111', true);
});
afterAll(async () => t.close());
beforeEach(() => setSettings({}));

describe('POST /payment: the location check', () => {
  it('refuses a payment from outside the store’s state, naming both states, and reserves nothing', async () => {
    const res = await pay(POSITIONS.newOrleans);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: LOCATION_ERROR_CODES.outOfStoreState,
      field: 'body.latitude',
      storeState: 'TX',
      positionState: 'LA',
    });
    expect(await paymentsOfA1()).toHaveLength(0);
  });

  it('refuses a payment without a position while forced, and takes one from inside the state', async () => {
    const none = await pay(null);
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json()).toMatchObject({ errorCode: LOCATION_ERROR_CODES.locationRequired });
    const inside = await pay(POSITIONS.houston);
    expect(inside.statusCode, inside.body).toBe(202);
    await settle(t, ana, (inside.json() as { messageKey: string }).messageKey);
  });

  it('gpsForcePayment off: no position goes on, another state is still refused', async () => {
    await setSettings({ gpsForcePayment: false });
    expect((await pay(POSITIONS.newOrleans)).statusCode).toBe(422);
    const none = await pay(null);
    expect(none.statusCode, none.body).toBe(202);
    await settle(t, ana, (none.json() as { messageKey: string }).messageKey);
  });

  it('gpsCheckPayment off: the position is not asked for', async () => {
    await setSettings({ gpsCheckPayment: false });
    const res = await pay(POSITIONS.newOrleans);
    expect(res.statusCode, res.body).toBe(202);
    await settle(t, ana, (res.json() as { messageKey: string }).messageKey);
  });

  it('refuses half a position with a 400 naming the field', async () => {
    const res = await submit(t, ana, { ...paymentBody(A1, card, '20.00'), longitude: undefined });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('longitude');
  });
});
