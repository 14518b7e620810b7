/**
 * A lone UTF-16 surrogate ("a\ud800b": half of an emoji) is refused as control characters are (rule in
 * packages/contract/src/common/control-characters.ts): a 400 naming the field on the calls that once stored it in a
 * JSON column and answered 500, before any row is written. A whole emoji is welcome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_EMAILS } from '../areas/accounts/test-kit';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { rowCounts } from '../testing/row-counts';
import { signIn } from '../testing/sign-in';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signIn(t.app, PERSONA_EMAILS.P1)).headers;
});
afterAll(() => t.close());

const HALF = 'a\ud800b';
const home = { line1: '500 Main St', city: 'Houston', state: 'TX', zip: '77002' };
const BROKEN = 'must not contain a broken character (half of an emoji or symbol)';

const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, 'accept-language': language },
    payload,
  });

describe('a lone surrogate in a request', () => {
  it.each([
    {
      method: 'POST',
      url: '/usercache',
      field: 'body.value.note',
      payload: { customerId: 'T100001', value: { note: HALF } },
    },
    {
      method: 'POST',
      url: '/usercache',
      field: 'body.value.ka?b',
      payload: { customerId: 'T100001', value: { [`k${HALF}`]: 1 } },
    },
    {
      method: 'POST',
      url: '/customerinfo',
      field: 'body.customer.homeAddress.line1',
      payload: {
        customer: { homeAddress: { ...home, line1: `500 Main St${'\udc00'}` } },
        settings: { preference: 1, voice: false },
      },
    },
    {
      method: 'POST',
      url: '/customerinfo',
      field: 'body.customer.mailingAddress.line2',
      payload: { customer: { homeAddress: home, mailingAddress: { ...home, line2: HALF } } },
    },
    {
      method: 'POST',
      url: '/iterableEvent',
      field: 'body.dataFields.screen',
      payload: { eventName: 'profileViewed', dataFields: { screen: HALF } },
    },
    {
      method: 'POST',
      url: '/iterableProfile',
      field: 'body.dataFields.firstName',
      payload: { dataFields: { firstName: `Ana ${'\ud83d'}` } },
    },
    {
      method: 'PUT',
      url: '/iterableProfile',
      field: 'body.dataFields.state',
      payload: { dataFields: { state: HALF } },
    },
    {
      method: 'POST',
      url: '/updateUser',
      field: 'body.newAlias',
      payload: { newAlias: `ana${'\udfff'}@example.com` },
    },
  ] as const)(
    '$method $url is a 400 naming $field, and writes nothing',
    async ({ method, url, payload, field }) => {
      const before = await rowCounts(t.database.db);
      const res = await send(method, url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field, message: `${field}: ${BROKEN}` });
      expect(await rowCounts(t.database.db)).toEqual(before);
    },
  );

  it('is said in Spanish to a Spanish reader', async () => {
    const spanish = await send(
      'POST',
      '/usercache',
      { customerId: 'T100001', value: { note: HALF } },
      'es',
    );
    expect(spanish.json()).toMatchObject({
      field: 'body.value.note',
      message:
        'body.value.note: no debe contener un carácter roto (la mitad de un emoji o un símbolo)',
    });
  });

  it('takes a whole emoji, and stores it as sent', async () => {
    const res = await send('POST', '/usercache', {
      customerId: 'T100001',
      value: { note: 'Ana 😀 Núñez' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/usercache?customerId=T100001',
      headers,
    });
    expect(read.json()).toMatchObject({ value: { note: 'Ana 😀 Núñez' } });
  });
});
