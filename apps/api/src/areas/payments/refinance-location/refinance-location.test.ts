/**
 * Issue 13: GET /refiallowedstatus answers whether P1's position may renew A1 (store in Houston, TX; the GPS flags
 * for refinance check and force by default) and whether Texas asks for her consent; POST /refiallowedstatus records
 * that consent with the loan's own lmsId, state and store, and GET reads it back for today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZRefiAllowedStatusResponseSchema, ZRefiConsentResponseSchema } from '@lender/contract';
import { paymentPostingDate } from '@lender/domain';
import { refinanceConsents } from '../../../db/schema';
import { PERSONA_STORES, profileIdOf } from '../../../db/seed';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { A1, CHICAGO, HOUSTON, T1 } from '../refinance-disclosure/refinance-test-kit';

let t: CardsTestApp;
let ana: Headers;
let ben: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  [ana, ben] = await Promise.all([t.headers('P1'), t.headers('P2')]);
});
afterAll(async () => t.close());

async function allowed(
  who: Headers,
  loanId: string,
  position?: { latitude: number; longitude: number },
) {
  const query = position ? `&latitude=${position.latitude}&longitude=${position.longitude}` : '';
  const res = await t.call(who, 'GET', `/refiallowedstatus?loanId=${loanId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZRefiAllowedStatusResponseSchema.parse(res.json());
}

const consentBody = (extra: Record<string, unknown> = {}) => ({
  loanId: A1,
  lmsId: '10001-001',
  timestamp: new Date().toISOString(),
  didConsent: true,
  state: 'TX',
  storeId: PERSONA_STORES.houstonInl,
  transactionType: 'refinance',
  ...extra,
});

describe('GET /refiallowedstatus', () => {
  it('allows a position in Houston, refuses one in Illinois, and needs one while the refinance GPS check is forced', async () => {
    expect(await allowed(ana, A1, HOUSTON)).toEqual({
      loanId: A1,
      allowed: true,
      refusal: null,
      storeState: 'TX',
      storeName: 'Houston Westheimer',
      storeCity: 'Houston',
      positionState: 'TX',
      consentRequired: true,
      consented: false,
    });
    // out of state, the answer names where she is and her store (issue 48: the screen names both)
    expect(await allowed(ana, A1, CHICAGO)).toMatchObject({
      allowed: false,
      refusal: 'outOfStoreState',
      positionState: 'IL',
      storeState: 'TX',
      storeName: 'Houston Westheimer',
    });
    expect(await allowed(ana, A1)).toMatchObject({
      allowed: false,
      refusal: 'locationRequired',
      positionState: null,
    });
  });

  it('asks no consent for a store outside the restricted states (T1, Illinois)', async () => {
    expect(await allowed(ben, T1, CHICAGO)).toMatchObject({
      allowed: true,
      storeState: 'IL',
      consentRequired: false,
      consented: false,
    });
  });

  it('is another customer’s loan to P2 (404), and refuses a bad position naming the field', async () => {
    expect(
      (await t.call(ben, 'GET', `/refiallowedstatus?loanId=${A1}&latitude=29.76&longitude=-95.37`))
        .statusCode,
    ).toBe(404);
    const bad = await t.call(
      ana,
      'GET',
      `/refiallowedstatus?loanId=${A1}&latitude=91&longitude=-95.37`,
    );
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      expect.stringContaining('latitude'),
    ]);
  });
});

describe('POST /refiallowedstatus', () => {
  it('records the consent with every field, and GET reads it back as consented today; a later no withdraws it', async () => {
    const timestamp = new Date(Date.now() - 5_000).toISOString();
    const res = await t.call(ana, 'POST', '/refiallowedstatus', consentBody({ timestamp }));
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZRefiConsentResponseSchema.parse(res.json());
    expect(answer.didConsent).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(refinanceConsents)
      .where(eq(refinanceConsents.id, answer.consentId));
    expect(row).toMatchObject({
      loanId: A1,
      profileId: profileIdOf('P1'),
      lmsId: '10001-001',
      state: 'TX',
      storeId: PERSONA_STORES.houstonInl,
      transactionType: 'refinance',
      didConsent: true,
      consentedAt: new Date(timestamp),
      businessDate: paymentPostingDate(new Date()),
    });
    expect(await allowed(ana, A1, HOUSTON)).toMatchObject({
      consentRequired: true,
      consented: true,
    });

    expect(
      (await t.call(ana, 'POST', '/refiallowedstatus', consentBody({ didConsent: false })))
        .statusCode,
    ).toBe(200);
    expect(await allowed(ana, A1, HOUSTON)).toMatchObject({ consented: false });
    expect((await t.call(ana, 'POST', '/refiallowedstatus', consentBody())).statusCode).toBe(200);
    expect(await allowed(ana, A1, HOUSTON)).toMatchObject({ consented: true });
  });

  it('takes only the loan’s own state, store and loan number (400 naming the field); another customer’s loan is 404', async () => {
    for (const [extra, field] of [
      [{ state: 'IL' }, 'body.state'],
      [{ storeId: PERSONA_STORES.chicagoInl }, 'body.storeId'],
      [{ lmsId: '10002-002' }, 'body.lmsId'],
    ] as const) {
      const res = await t.call(ana, 'POST', '/refiallowedstatus', consentBody(extra));
      expect([res.statusCode, res.json().field]).toEqual([400, field]);
    }
    const lower = await t.call(ana, 'POST', '/refiallowedstatus', consentBody({ state: 'tx' }));
    expect([lower.statusCode, lower.json().message]).toEqual([
      400,
      expect.stringContaining('state'),
    ]);
    expect((await t.call(ben, 'POST', '/refiallowedstatus', consentBody())).statusCode).toBe(404);
  });
});
