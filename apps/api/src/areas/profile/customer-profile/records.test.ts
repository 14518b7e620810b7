import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZExperianStatusResponseSchema, ZMdmProfileResponseSchema } from '@lender/contract';
import { loanIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';

let t: TestApp;
const sessions = new Map<string, { authorization: string }>();
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function call(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
  if (!sessions.has(email)) sessions.set(email, (await signIn(t.app, email)).headers);
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...sessions.get(email)!, 'accept-language': 'en' },
    payload,
  });
}
const ANA = 'ana.tlxe@example.com';

describe('POST /mdmProfile', () => {
  it('answers P1 her master-data profile from her own record', async () => {
    const response = await call(ANA, 'POST', '/mdmProfile', {});
    expect(response.statusCode).toBe(200);
    expect(ZMdmProfileResponseSchema.parse(response.json())).toMatchObject({
      mdmId: 'MDM0000001',
      customerIds: ['T100001'],
      firstName: 'Ana',
      lastName: 'Rivera',
      email: ANA,
      phoneNumber: '3125550101',
    });
    expect((await call(ANA, 'POST', '/mdmProfile', { customerId: 'T100001' })).statusCode).toBe(
      200,
    );
  });

  it('refuses another customer’s id (403), an unknown field (400) and a caller without sign-in (401)', async () => {
    expect((await call(ANA, 'POST', '/mdmProfile', { customerId: 'T100004' })).statusCode).toBe(
      403,
    );
    expect((await call(ANA, 'POST', '/mdmProfile', { mdmId: 'MDM0000004' })).json()).toMatchObject({
      statusCode: 400,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mdmProfile', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('answers 404 to a profile with no customer record', async () => {
    expect((await call('gina.referral@example.com', 'POST', '/mdmProfile', {})).statusCode).toBe(
      404,
    );
  });
});

describe('GET /experianStatus', () => {
  it('verifies P1’s complete identity, for her loan too', async () => {
    const response = await call(
      ANA,
      'GET',
      `/experianStatus?customerId=T100001&loanId=${loanIdOf('A1')}&productId=1&storeId=101`,
    );
    expect(response.statusCode).toBe(200);
    expect(ZExperianStatusResponseSchema.parse(response.json())).toEqual({
      customerId: 'T100001',
      status: 'verified',
      missing: [],
    });
  });

  it('answers 404 for a loan she does not reach, 403 for another customer id, 400 naming a bad field, 401 unsigned', async () => {
    expect(
      (await call('ben.multi@example.com', 'GET', `/experianStatus?loanId=${loanIdOf('A1')}`))
        .statusCode,
    ).toBe(404);
    expect((await call(ANA, 'GET', '/experianStatus?customerId=T100004')).statusCode).toBe(403);
    expect((await call(ANA, 'GET', '/experianStatus?loanId=nope')).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('loanId'),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/experianStatus' })).statusCode).toBe(
      401,
    );
  });
});
