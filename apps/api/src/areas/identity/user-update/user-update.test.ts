import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZDevOutboxResponseSchema,
  ZErrorResponseSchema,
  ZUserAliasesResponseSchema,
} from '@lender/contract';
import { eq } from 'drizzle-orm';
import { customers, settings } from '../../../db/schema';
import { CONFIG_OVERRIDES_KEY } from '../../system/test-kit';
import { customerIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, latestCode, sessionOf, signIn, trustedSessionOf } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const outboxOf = async (to: string) =>
  ZDevOutboxResponseSchema.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
    ).json(),
  ).messages;

describe('/api/updateUser', () => {
  it('changes the sign-in email with a code sent to the new address', async () => {
    const { accessToken } = await trustedSessionOf(t.app, 'frank.appraisal@example.com');
    const call = (method: 'GET' | 'POST' | 'PUT', payload?: object) =>
      t.app.inject({ method, url: '/api/updateUser', headers: bearer(accessToken), payload });
    expect(ZUserAliasesResponseSchema.parse((await call('GET')).json())).toEqual({
      email: 'frank.appraisal@example.com',
      emailVerified: true,
      phone: '3125550106',
      phoneVerified: true,
      canUpdateUserLogin: true,
    });
    const taken = await call('POST', { newAlias: 'ana.tlxe@example.com' });
    expect(ZErrorResponseSchema.parse(taken.json()).errorCode).toBe('UsernameExistsException');
    expect((await call('POST', { newAlias: 'Frank.New@example.com' })).json()).toEqual({
      codeDelivery: { deliveryMedium: 'EMAIL', destination: 'f•••@example.com' },
    });
    const code = await latestCode(t.app, 'frank.new@example.com');
    expect(
      ZErrorResponseSchema.parse(
        (await call('PUT', { code: code === '999999' ? '000000' : '999999' })).json(),
      ).errorCode,
    ).toBe('CodeMismatchException');
    expect((await call('PUT', { code })).json()).toMatchObject({
      email: 'frank.new@example.com',
      emailVerified: true,
    });
    await sessionOf(t.app, 'frank.new@example.com');
    expect((await signIn(t.app, 'frank.appraisal@example.com')).statusCode).toBe(404);
    const [notice] = await outboxOf('frank.appraisal@example.com');
    expect(notice).toMatchObject({
      channel: 'email',
      template: 'userUpdatedNotice',
      subject: 'Your sign-in was changed',
    });
    expect(notice!.body).toContain('f•••@example.com');
    expect(notice!.body).not.toContain('frank.new@example.com');
    // the profile shows the new address: the customer's contact email follows the sign-in
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customerIdOf('P6')));
    expect(customer!.email).toBe('frank.new@example.com');
  });

  it('tells the old phone, in Spanish to a Spanish reader, after the phone changes', async () => {
    const { accessToken } = await trustedSessionOf(t.app, 'gina.referral@example.com');
    const headers = { ...bearer(accessToken), 'accept-language': 'es' };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/updateUser',
          headers,
          payload: { newAlias: '(773) 555-0142' },
        })
      ).statusCode,
    ).toBe(200);
    const code = await latestCode(t.app, '7735550142');
    expect(
      (
        await t.app.inject({ method: 'PUT', url: '/api/updateUser', headers, payload: { code } })
      ).json(),
    ).toMatchObject({ phone: '7735550142' });
    const [notice] = await outboxOf('3125550107');
    expect(notice).toMatchObject({ channel: 'sms', template: 'userUpdatedNotice' });
    expect(notice!.body).toContain(
      'Su número de teléfono de inicio de sesión se cambió a (***) ***-0142.',
    );
  });

  it('refuses with 403 while the editing phone and email flag is off', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: CONFIG_OVERRIDES_KEY, value: { editPhoneAndEmail: false } });
    try {
      const { accessToken } = await trustedSessionOf(t.app, 'dev.cosigner@example.com');
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/updateUser',
            headers: bearer(accessToken),
          })
        ).json(),
      ).toMatchObject({ canUpdateUserLogin: false });
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/updateUser',
        headers: bearer(accessToken),
        payload: { newAlias: 'devon.new@example.com' },
      });
      expect(post.json()).toMatchObject({ statusCode: 403, errorCode: 'AccessDeniedException' });
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, CONFIG_OVERRIDES_KEY));
    }
  });

  it('refuses with 403 when the linked customer may not change the login', async () => {
    await t.database.db
      .update(customers)
      .set({ canUpdateUserLogin: false })
      .where(eq(customers.id, customerIdOf('P5')));
    const { accessToken } = await trustedSessionOf(t.app, 'erin.settle@example.com');
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/updateUser',
      headers: bearer(accessToken),
    });
    expect(get.json()).toMatchObject({ canUpdateUserLogin: false });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: bearer(accessToken),
      payload: { newAlias: '(773) 555-0111' },
    });
    expect(ZErrorResponseSchema.parse(post.json())).toMatchObject({
      statusCode: 403,
      errorCode: 'AccessDeniedException',
    });
  });
});
