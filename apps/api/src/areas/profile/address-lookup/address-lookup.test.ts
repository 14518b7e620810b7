import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAddressDetailsResponseSchema,
  ZAddressPredictionsResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import { SANDBOX_UNAVAILABLE_SEARCH } from '../../../integrations/address';
import { buildTestApp, logCapture, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';

const logs = logCapture();
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({}, { logStream: logs.stream });
  headers = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
});
afterAll(async () => t.close());

const get = (url: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...headers, 'accept-language': language },
  });
const TOKEN = 'sess-0001-abcd';

describe('GET /addressPredictions', () => {
  it('predicts addresses for what P1 typed, and GET /addressDetails fills their parts', async () => {
    const response = await get(
      `/addressPredictions?search=${encodeURIComponent('123 Ma')}&sessionToken=${TOKEN}`,
    );
    expect(response.statusCode).toBe(200);
    const { predictions } = ZAddressPredictionsResponseSchema.parse(response.json());
    expect(predictions[0]?.description).toBe('123 Main St, Houston, TX 77002');
    const details = await get(
      `/addressDetails?placeId=${encodeURIComponent(predictions[0]!.placeId)}&sessionToken=${TOKEN}`,
    );
    expect(ZAddressDetailsResponseSchema.parse(details.json())).toEqual({
      line1: '123 Main St',
      city: 'Houston',
      state: 'TX',
      zip: '77002',
    });
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await get(`/addressPredictions?search=9+Zzyzx&sessionToken=${TOKEN}`)).json()).toEqual({
      predictions: [],
    });
  });

  it('refuses a term under 3 characters, naming the field, in the reader’s language', async () => {
    const response = await get(`/addressPredictions?search=+1+&sessionToken=${TOKEN}`, 'es');
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponseSchema.parse(response.json())).toMatchObject({
      field: 'query.search',
      errorCode: 'addressSearch.tooShort',
      message: 'Escriba al menos 3 caracteres de la dirección.',
    });
  });

  it('refuses a missing or malformed session token and an unknown query field, naming them', async () => {
    expect((await get('/addressPredictions?search=123+Main')).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('sessionToken'),
    });
    expect((await get('/addressPredictions?search=123+Main&sessionToken=no')).json()).toMatchObject(
      { statusCode: 400, message: expect.stringContaining('sessionToken') },
    );
    expect(
      (await get(`/addressPredictions?search=123+Main&sessionToken=${TOKEN}&x=1`)).statusCode,
    ).toBe(400);
  });

  it('answers 503 when the provider fails, so the borrower types the address herself', async () => {
    const response = await get(
      `/addressPredictions?search=${encodeURIComponent(`1 ${SANDBOX_UNAVAILABLE_SEARCH}`)}&sessionToken=${TOKEN}`,
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'ServiceUnavailableException' });
  });

  it('needs a signed-in user', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/addressPredictions?search=123+Ma&sessionToken=${TOKEN}`,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/addressDetails?placeId=sbx-7-123&sessionToken=${TOKEN}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never logs what was typed or the place it names', async () => {
    await get(
      `/addressPredictions?search=${encodeURIComponent('2210 Fairview')}&sessionToken=${TOKEN}`,
    );
    await get(`/addressDetails?placeId=sbx-0-2210&sessionToken=${TOKEN}`);
    const text = logs.raw.join('\n');
    expect(text).toContain('/api/addressPredictions?search=[Redacted]');
    expect(text).not.toMatch(/Fairview|sbx-0-2210/);
  });
});

describe('GET /addressDetails', () => {
  it('answers 404 naming placeId for a place the provider does not know, and 400 without one', async () => {
    const unknown = await get(`/addressDetails?placeId=sbx-99999&sessionToken=${TOKEN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      field: 'query.placeId',
      errorCode: 'addressDetails.notFound',
    });
    expect((await get(`/addressDetails?sessionToken=${TOKEN}`)).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('placeId'),
    });
  });
});

describe('the type-ahead’s own budget', () => {
  it('answers 429 with Retry-After once a client address has spent RATE_LIMIT_TYPE_AHEAD_MAX lookups in a minute, the rest of /api still open', async () => {
    const small = await buildTestApp({ RATE_LIMIT_TYPE_AHEAD_MAX: '3' }, { database: t.database });
    try {
      const own = (await signIn(small.app, 'ana.tlxe@example.com')).headers;
      const lookup = () =>
        small.app.inject({
          method: 'GET',
          url: `/api/addressPredictions?search=123+Ma&sessionToken=${TOKEN}`,
          headers: own,
        });
      for (let i = 0; i < 3; i += 1) expect((await lookup()).statusCode).toBe(200);
      const refused = await lookup();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await small.app.inject({ method: 'GET', url: '/api/personalInfo', headers: own }))
          .statusCode,
      ).toBe(200);
    } finally {
      await small.close();
    }
  });
});
