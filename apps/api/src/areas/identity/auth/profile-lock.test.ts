// Spec §4 log-out reason profileLock: a profile the lender locks while its borrower is signed in is told so on the
// next call (403 ProfileLockedException, in the reader's language), not a bare 401 the app would take for an expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import { profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const setStatus = (status: 'active' | 'locked') =>
  t.database.db
    .update(profiles)
    .set({ status })
    .where(eq(profiles.id, profileIdOf('P2')));

describe('a profile locked while signed in', () => {
  it('answers 403 ProfileLockedException on the next call, in Spanish too; unlocked, the session works again', async () => {
    const { headers } = await signIn(t.app, 'ben.multi@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl', headers }))
        .statusCode,
    ).toBe(200);
    await setStatus('locked');
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/accounts?brandName=inl',
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        errorCode: 'ProfileLockedException',
        message: 'Your profile is locked. Please contact customer service.',
      });
      const spanish = await t.app.inject({
        method: 'GET',
        url: '/api/accounts?brandName=inl',
        headers: { ...headers, 'accept-language': 'es' },
      });
      expect(spanish.json()).toMatchObject({
        errorCode: 'ProfileLockedException',
        message: 'Su perfil está bloqueado. Comuníquese con servicio al cliente.',
      });
    } finally {
      await setStatus('active');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl', headers }))
        .statusCode,
    ).toBe(200);
  });

  it('a call without a session stays 401 Invalid session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl' });
    expect(res.statusCode).toBe(401);
  });
});
