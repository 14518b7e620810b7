import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDevMarketingResponseSchema, ZErrorResponseSchema } from '@lender/contract';
import { eq } from 'drizzle-orm';
import { customers, marketingRecords } from '../../../db/schema';
import { buildTestApp, logCapture, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';

const ANA = 'ana.tlxe@example.com';
const logs = logCapture();
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({}, { logStream: logs.stream });
  headers = (await signIn(t.app, ANA)).headers;
});
afterAll(async () => t.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, 'accept-language': 'en', ...extra },
    payload,
  });
const recordsOf = async (email = ANA) =>
  ZDevMarketingResponseSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/dev/marketing?email=${encodeURIComponent(email)}`,
      })
    ).json(),
  ).records;

describe('POST /iterableEvent', () => {
  it('records an allowed event under her own email with the spec §7 analytics properties', async () => {
    const response = await send(
      'POST',
      '/iterableEvent',
      { eventName: 'profileViewed', dataFields: { screen: 'CustomerProfile', language: 'es' } },
      { brand: 'inl', pwa: 'true' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: true });
    const [latest] = await recordsOf();
    expect(latest).toMatchObject({
      kind: 'event',
      email: ANA,
      eventName: 'profileViewed',
      dataFields: {
        screen: 'CustomerProfile',
        language: 'es',
        environment: 'test',
        site_brand: 'inl',
        application_type: 'pwa',
        profile_id: expect.any(String),
      },
    });
  });

  it('refuses, naming the field, an event or field not on the list, a client-set analytics property, and a secret in an allowed field', async () => {
    const cases: [object, string, string][] = [
      [{ eventName: 'cardAdded' }, 'body.eventName', 'marketing.eventNotAllowed'],
      [
        { eventName: 'signIn', dataFields: { password: 'DemoPass2026' } },
        'body.dataFields.password',
        'marketing.fieldNotAllowed',
      ],
      [
        { eventName: 'signIn', dataFields: { cardNumber: '4111111111111111' } },
        'body.dataFields.cardNumber',
        'marketing.fieldNotAllowed',
      ],
      [
        { eventName: 'signIn', dataFields: { ssn: '123-45-0101' } },
        'body.dataFields.ssn',
        'marketing.fieldNotAllowed',
      ],
      [
        { eventName: 'signIn', dataFields: { accountNumber: '5550012345' } },
        'body.dataFields.accountNumber',
        'marketing.fieldNotAllowed',
      ],
      [
        {
          eventName: 'signIn',
          dataFields: { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' },
        },
        'body.dataFields.accessToken',
        'marketing.fieldNotAllowed',
      ],
      [
        { eventName: 'signIn', dataFields: { site_brand: 'tmx' } },
        'body.dataFields.site_brand',
        'marketing.fieldNotAllowed',
      ],
      [
        { eventName: 'signIn', dataFields: { source: '4111 1111 1111 1111' } },
        'body.dataFields.source',
        'marketing.secretValue',
      ],
      [
        { eventName: 'signIn', dataFields: { method: '123-45-0101' } },
        'body.dataFields.method',
        'marketing.secretValue',
      ],
      [
        { eventName: 'signIn', dataFields: { screen: 'acct 5550012345' } },
        'body.dataFields.screen',
        'marketing.secretValue',
      ],
      [
        {
          eventName: 'signIn',
          dataFields: { source: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' },
        },
        'body.dataFields.source',
        'marketing.secretValue',
      ],
    ];
    const before = (await recordsOf()).length;
    for (const [payload, field, errorCode] of cases) {
      const response = await send('POST', '/iterableEvent', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ZErrorResponseSchema.parse(response.json())).toMatchObject({ field, errorCode });
    }
    expect(await recordsOf()).toHaveLength(before);
    const stored = JSON.stringify(await t.database.db.select().from(marketingRecords));
    for (const secret of ['DemoPass2026', '4111', '123-45-0101', '5550012345', 'eyJhbGci'])
      expect(stored).not.toContain(secret);
    for (const secret of ['DemoPass2026', '4111 1111', '123-45-0101', '5550012345', 'eyJhbGci'])
      expect(logs.raw.join('\n')).not.toContain(secret);
  });

  it('answers the refusal in Spanish when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/iterableEvent',
      headers: { ...headers, 'accept-language': 'es' },
      payload: { eventName: 'signIn', dataFields: { source: '4111111111111111' } },
    });
    expect(response.json()).toMatchObject({
      message: 'Este valor parece información privada y no se registra.',
    });
  });

  it('refuses another person’s email (403) and a body without an event name (400)', async () => {
    expect(
      (
        await send('POST', '/iterableEvent', {
          email: 'ben.multi@example.com',
          eventName: 'signIn',
        })
      ).json(),
    ).toMatchObject({ statusCode: 403, field: 'body.email' });
    expect(
      (await send('POST', '/iterableEvent', { email: 'ANA.TLXE@example.com', eventName: 'signIn' }))
        .statusCode,
    ).toBe(200);
    expect((await send('POST', '/iterableEvent', { dataFields: {} })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('eventName'),
    });
  });

  it('needs a signed-in user', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/iterableEvent',
          payload: { eventName: 'signIn' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/iterableProfile',
          payload: { dataFields: {} },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST and PUT /iterableProfile', () => {
  it('creates and updates her marketing profile with allowed fields only', async () => {
    expect(
      (await send('POST', '/iterableProfile', { dataFields: { firstName: 'Ana', state: 'TX' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', '/iterableProfile', { dataFields: { preference: 2 } })).statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', '/iterableProfile', { dataFields: { phoneNumber: '3125550101' } })).json(),
    ).toMatchObject({ statusCode: 400, field: 'body.dataFields.phoneNumber' });
    const [update, create] = await recordsOf();
    expect(create).toMatchObject({
      kind: 'profile',
      eventName: null,
      dataFields: { firstName: 'Ana', state: 'TX', site_brand: 'inl', application_type: 'web' },
    });
    expect(update).toMatchObject({ kind: 'profile', dataFields: { preference: 2 } });
  });
});

describe('the server’s own events', () => {
  it('records sign-out (spec §4: sign-out logs an event)', async () => {
    const session = await signIn(t.app, 'ben.multi@example.com');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/signout', headers: session.headers }))
        .statusCode,
    ).toBe(200);
    const [latest] = await recordsOf('ben.multi@example.com');
    expect(latest).toMatchObject({
      kind: 'event',
      eventName: 'signOut',
      dataFields: { environment: 'test', site_brand: 'inl' },
    });
  });
});

describe('communication preferences (decision 059)', () => {
  const CARLA = 'carla.nls@example.com';
  const as = async (email: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(await signIn(t.app, email)).headers, 'accept-language': 'en' },
      payload,
    });

  it('sends nothing for P3, who chose text only, and says so; still refuses a bad field', async () => {
    const event = await as(CARLA, 'POST', '/iterableEvent', {
      eventName: 'signIn',
      dataFields: { method: 'email' },
    });
    expect(event.statusCode).toBe(200);
    expect(event.json()).toEqual({ recorded: false });
    const profile = await as(CARLA, 'PUT', '/iterableProfile', { dataFields: { state: 'OH' } });
    expect(profile.json()).toEqual({ recorded: false });
    expect(
      (await as(CARLA, 'POST', '/iterableEvent', { eventName: 'signIn', dataFields: { ssn: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(await recordsOf(CARLA)).toEqual([]);
  });

  it('sends again once she takes email too', async () => {
    await t.database.db
      .update(customers)
      .set({ communicationPreference: 2 })
      .where(eq(customers.nlsCustomerId, 'N200001'));
    const event = await as(CARLA, 'POST', '/iterableEvent', {
      eventName: 'signIn',
      dataFields: { method: 'email' },
    });
    expect(event.json()).toEqual({ recorded: true });
    expect((await recordsOf(CARLA)).map((record) => record.eventName)).toEqual(['signIn']);
  });

  it('sends for a profile with no customer record (P7, referral only)', async () => {
    const event = await as('gina.referral@example.com', 'POST', '/iterableEvent', {
      eventName: 'referralShared',
      dataFields: { source: 'qr' },
    });
    expect(event.json()).toEqual({ recorded: true });
  });
});
