import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema, ZSessionResultSchema } from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { DEV_AUTH_SECRET } from '../../../config';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, claimsOf, testClock } from './auth-test-kit';
import { guestLinkFor } from './guest-link';
import { loanIdOfPath, signLink } from './link-signature';

let t: TestApp;
const time = testClock();
beforeAll(async () => {
  t = await buildTestApp({}, { clock: time.clock });
});
afterAll(async () => t.close());

const A1 = loanIdOf('A1');
const path = `/inl/Accounts/${A1}/Payment`;
const fields = () => ({
  profileId: profileIdOf('P1'),
  expiration: Math.floor(time.clock().getTime() / 1000) + 3600,
  path,
  guest: true,
});
const signatureAuth = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/signatureAuth', payload });

describe('POST /api/signatureAuth', () => {
  it('a signed link grants a guest session for its loan and path only', async () => {
    const f = fields();
    const res = await signatureAuth({ ...f, signature: signLink(f, DEV_AUTH_SECRET) });
    expect(res.statusCode).toBe(200);
    const session = ZSessionResultSchema.parse(res.json());
    expect(claimsOf(session.accessToken)).toMatchObject({
      sub: profileIdOf('P1'),
      scope: 'guest',
      loanId: A1,
      path,
      guestPayment: true,
    });
    const device = await t.app.inject({
      method: 'GET',
      url: '/api/currentDevice',
      headers: bearer(session.accessToken),
    });
    expect(device.statusCode).toBe(200);
    const attributes = await t.app.inject({
      method: 'GET',
      url: '/api/userAttributes',
      headers: bearer(session.accessToken),
    });
    expect(ZErrorResponseSchema.parse(attributes.json())).toMatchObject({
      statusCode: 403,
      errorCode: 'AccessDeniedException',
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(claimsOf(ZSessionResultSchema.parse(refreshed.json()).accessToken)).toMatchObject({
      scope: 'guest',
      loanId: A1,
    });
  });

  it('refuses a tampered signature, a changed path and an expired link', async () => {
    const f = fields();
    const signature = signLink(f, DEV_AUTH_SECRET);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(
      ZErrorResponseSchema.parse((await signatureAuth({ ...f, signature: tampered })).json()),
    ).toMatchObject({ statusCode: 401, errorCode: 'InvalidSignatureException' });
    const otherLoan = { ...f, path: `/inl/Accounts/${loanIdOf('S1')}/Payment` };
    expect((await signatureAuth({ ...otherLoan, signature })).statusCode).toBe(401);
    expect((await signatureAuth({ ...f, guest: false, signature })).statusCode).toBe(401);
    time.advance(3601_000);
    const expired = await signatureAuth({ ...f, signature });
    expect(ZErrorResponseSchema.parse(expired.json())).toMatchObject({
      statusCode: 401,
      message: 'The link has expired.',
    });
  });

  it('a signed link is single-use: a second use is 410 LinkAlreadyUsedException, and the first session keeps working', async () => {
    const f = { ...fields(), expiration: fields().expiration + 7 };
    const link = { ...f, signature: signLink(f, DEV_AUTH_SECRET) };
    const first = await signatureAuth(link);
    expect(first.statusCode).toBe(200);
    const again = await signatureAuth(link);
    expect(ZErrorResponseSchema.parse(again.json())).toMatchObject({
      statusCode: 410,
      errorCode: 'LinkAlreadyUsedException',
    });
    const { accessToken } = ZSessionResultSchema.parse(first.json());
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currentDevice',
          headers: bearer(accessToken),
        })
      ).statusCode,
    ).toBe(200);
    // another link (a new one the owner asks for) still works
    const next = { ...f, expiration: f.expiration + 1 };
    expect(
      (await signatureAuth({ ...next, signature: signLink(next, DEV_AUTH_SECRET) })).statusCode,
    ).toBe(200);
  });

  it('refuses a signed path that names no loan', async () => {
    const f = { ...fields(), path: '/inl/CustomerProfile' };
    const res = await signatureAuth({ ...f, signature: signLink(f, DEV_AUTH_SECRET) });
    expect(ZErrorResponseSchema.parse(res.json()).field).toBe('body.path');
  });
});

describe('guest links (npm run guest-link)', () => {
  it('mints a 24-hour link for A1 that /signatureAuth accepts', async () => {
    const link = guestLinkFor({
      loanKey: 'A1',
      secret: DEV_AUTH_SECRET,
      origin: 'http://localhost:3000/',
      now: time.clock(),
    });
    if (!('url' in link)) throw new Error(link.error);
    const url = new URL(link.url);
    expect(url.pathname).toBe(path);
    expect(loanIdOfPath(url.pathname)).toBe(A1);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({ profileId: profileIdOf('P1'), path, guest: 'true' });
    expect(Number(q.expiration) - Math.floor(time.clock().getTime() / 1000)).toBe(24 * 3600);
    const res = await signatureAuth({
      profileId: q.profileId,
      signature: q.signature,
      expiration: Number(q.expiration),
      path: q.path,
      guest: q.guest === 'true',
    });
    expect(res.statusCode).toBe(200);
  });

  it('names the tmx brand for T1, and refuses the unlinked H1', () => {
    const t1 = guestLinkFor({
      loanKey: 'T1',
      secret: DEV_AUTH_SECRET,
      origin: 'http://x',
      now: new Date(),
    });
    expect('url' in t1 && new URL(t1.url).pathname).toBe(`/tmx/Accounts/${loanIdOf('T1')}/Payment`);
    expect(
      guestLinkFor({ loanKey: 'H1', secret: DEV_AUTH_SECRET, origin: 'http://x', now: new Date() }),
    ).toEqual({ error: 'loan H1 has no signed-in owner' });
  });
});
