import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZSessionResultSchema } from '@lender/contract';
import { DEV_AUTH_SECRET } from '../config';
import { loanIdOf, profileIdOf } from '../db/seed';
import { systemClock } from '../lib/clock';
import { bearer, sessionOf, trustedSessionOf, signLink } from '../areas/identity/test-kit';
import { buildTestApp, testConfig, type TestApp } from '../testing/build-test-app';
import { createSessionVerifier } from '../areas/identity';
import { registerAuthenticate } from './authenticate';
import { registerErrorHandler } from './error-handler';

let t: TestApp;
let probe: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  probe = Fastify();
  registerErrorHandler(probe);
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  await probe.register(async (api) => {
    registerAuthenticate(api, {
      config: testConfig(),
      verifySession: createSessionVerifier({
        config: testConfig(),
        db: t.database.db,
        clock: systemClock,
      }),
    });
    const r = api.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/loans/:loanId',
      { preHandler: api.requireSession, schema: { params: z.object({ loanId: z.string() }) } },
      (request) => ({
        auth: request.auth,
        deviceKey: request.deviceKey ?? null,
        idToken: request.idToken ?? null,
      }),
    );
    r.post(
      '/payment',
      { preHandler: api.requireSession, schema: { body: z.object({ loanId: z.string() }) } },
      () => ({ ok: true }),
    );
    r.get('/profile', { preHandler: api.requireUser }, (request) => ({
      profileId: request.auth?.profileId,
    }));
    r.get('/challenge', { preHandler: api.requireUserOnAnyDevice }, (request) => ({
      profileId: request.auth?.profileId,
    }));
    r.post('/leave', { preHandler: api.requireSessionOnAnyDevice }, () => ({ ok: true }));
  });
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

async function guestToken() {
  const path = `/inl/Accounts/${loanIdOf('A1')}/MakePayment`;
  const fields = {
    profileId: profileIdOf('P1'),
    expiration: Math.floor(Date.now() / 1000) + 600,
    path,
    guest: true,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signatureAuth',
    payload: { ...fields, signature: signLink(fields, DEV_AUTH_SECRET) },
  });
  return ZSessionResultSchema.parse(res.json()).accessToken;
}

describe('the authenticate plugin', () => {
  it('gives a user request.auth with the customer ids, and reads the devicekey and idtoken headers', async () => {
    const session = await trustedSessionOf(t.app, 'ana.tlxe@example.com');
    const res = await probe.inject({
      method: 'GET',
      url: `/loans/${loanIdOf('S1')}`,
      headers: {
        Authorization: `bearer ${session.accessToken}`,
        DeviceKey: session.deviceKey,
        IdToken: session.idToken,
      },
    });
    expect(res.json()).toMatchObject({
      auth: { profileId: profileIdOf('P1'), scope: 'user', tlxeCustomerId: 'T100001' },
      deviceKey: session.deviceKey,
      idToken: session.idToken,
    });
  });

  it('refuses a user on a device not trusted yet with 403 DeviceNotTrustedException, except on the any-device pre-handlers', async () => {
    const session = await sessionOf(t.app, 'ben.multi@example.com');
    const headers = bearer(session.accessToken);
    for (const res of [
      await probe.inject({ method: 'GET', url: '/profile', headers }),
      await probe.inject({ method: 'GET', url: `/loans/${loanIdOf('T1')}`, headers }),
      await probe.inject({
        method: 'POST',
        url: '/payment',
        headers,
        payload: { loanId: loanIdOf('T1') },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'DeviceNotTrustedException',
        errorCode: 'DeviceNotTrustedException',
      });
    }
    expect((await probe.inject({ method: 'GET', url: '/challenge', headers })).json()).toEqual({
      profileId: profileIdOf('P2'),
    });
    expect((await probe.inject({ method: 'POST', url: '/leave', headers })).statusCode).toBe(200);
  });

  it('lets a guest reach only the loan of its link, and refuses it where a user is required', async () => {
    const token = await guestToken();
    const own = await probe.inject({
      method: 'GET',
      url: `/loans/${loanIdOf('A1')}`,
      headers: bearer(token),
    });
    expect(own.json()).toMatchObject({
      auth: { scope: 'guest', guest: { loanId: loanIdOf('A1'), guestPayment: true } },
    });
    const other = await probe.inject({
      method: 'GET',
      url: `/loans/${loanIdOf('S1')}`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'AccessDeniedException' });
    expect(
      (
        await probe.inject({
          method: 'POST',
          url: '/payment',
          headers: bearer(token),
          payload: { loanId: loanIdOf('A2') },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await probe.inject({
          method: 'POST',
          url: '/payment',
          headers: bearer(token),
          payload: { loanId: loanIdOf('A1') },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await probe.inject({ method: 'GET', url: '/profile', headers: bearer(token) })).statusCode,
    ).toBe(403);
    expect(
      (await probe.inject({ method: 'GET', url: '/challenge', headers: bearer(token) })).statusCode,
    ).toBe(403);
    expect(
      (await probe.inject({ method: 'POST', url: '/leave', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it("answers 401 'Invalid session' without a token or with a malformed header", async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('not.a.jwt')]) {
      const res = await probe.inject({ method: 'GET', url: '/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: 'Invalid session',
        errorCode: 'Invalid session',
        message: 'Invalid session',
      });
    }
  });
});
