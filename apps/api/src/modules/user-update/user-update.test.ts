import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema, ZUserAliasesResponseSchema } from '@lender/contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { customerIdOf } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { bearer, latestCode, sessionOf, signIn, trustedSessionOf } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('/api/updateUser', () => {
  it('changes the sign-in email with a code sent to the new address', async () => {
    const { accessToken } = await trustedSessionOf(t.app, 'frank.appraisal@example.com');
    const call = (method: 'GET' | 'POST' | 'PUT', payload?: object) => t.app.inject({ method, url: '/api/updateUser', headers: bearer(accessToken), payload });
    expect(ZUserAliasesResponseSchema.parse((await call('GET')).json())).toEqual({ email: 'frank.appraisal@example.com', emailVerified: true, phone: '3125550106', phoneVerified: true, canUpdateUserLogin: true });
    const taken = await call('POST', { newAlias: 'ana.tlxe@example.com' });
    expect(ZErrorResponseSchema.parse(taken.json()).errorCode).toBe('UsernameExistsException');
    expect((await call('POST', { newAlias: 'Frank.New@example.com' })).json()).toEqual({ codeDelivery: { deliveryMedium: 'EMAIL', destination: 'f•••@example.com' } });
    const code = await latestCode(t.app, 'frank.new@example.com');
    expect(ZErrorResponseSchema.parse((await call('PUT', { code: code === '999999' ? '000000' : '999999' })).json()).errorCode).toBe('CodeMismatchException');
    expect((await call('PUT', { code })).json()).toMatchObject({ email: 'frank.new@example.com', emailVerified: true });
    await sessionOf(t.app, 'frank.new@example.com');
    expect((await signIn(t.app, 'frank.appraisal@example.com')).statusCode).toBe(404);
  });

  it('refuses with 403 when the linked customer may not change the login', async () => {
    await t.database.db.update(customers).set({ canUpdateUserLogin: false }).where(eq(customers.id, customerIdOf('P5')));
    const { accessToken } = await trustedSessionOf(t.app, 'erin.settle@example.com');
    const get = await t.app.inject({ method: 'GET', url: '/api/updateUser', headers: bearer(accessToken) });
    expect(get.json()).toMatchObject({ canUpdateUserLogin: false });
    const post = await t.app.inject({ method: 'POST', url: '/api/updateUser', headers: bearer(accessToken), payload: { newAlias: '(773) 555-0111' } });
    expect(ZErrorResponseSchema.parse(post.json())).toMatchObject({ statusCode: 403, errorCode: 'AccessDeniedException' });
  });
});
