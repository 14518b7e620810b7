import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZErrorResponseSchema, ZPersonalInfoResponseSchema } from '@lender/contract';
import { settings } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { CONFIG_OVERRIDES_KEY } from '../../system/test-kit';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, trustedSessionOf } from '../../identity/test-kit';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function tokenOf(email: string) {
  if (!tokens.has(email)) tokens.set(email, (await trustedSessionOf(t.app, email)).accessToken);
  return tokens.get(email)!;
}
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(await tokenOf(email)), 'accept-language': 'en' },
    payload,
  });

const ANA = 'ana.tlxe@example.com';

describe('GET /personalInfo', () => {
  it('shows P1 her profile: names, date of birth, SSN as its last 4 only, contact, addresses, banks and preferences', async () => {
    const response = await call(ANA, 'GET', '/personalInfo');
    expect(response.statusCode).toBe(200);
    const body = ZPersonalInfoResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      customerId: 'T100001',
      fullCustomerName: 'Ana Rivera',
      dob: '03/14/1990',
      displaySsn: '***-**-0101',
      email: 'ana.tlxe@example.com',
      phoneNumber: '3125550101',
      homeAddress: { line1: '2210 Fairview St', city: 'Houston', state: 'TX', zip: '77019' },
      sameAddresses: true,
      banks: [],
      communicationSettings: { preference: 2, voice: false },
      canUpdateUserLogin: true,
      isAlternate: false,
    });
    expect(response.body).not.toContain('123-45-0101');
    expect(response.body).not.toContain('123450101');
  });

  it('answers as a party of a loan the caller reaches, and 404 for one they do not', async () => {
    expect(
      (
        await call('dev.cosigner@example.com', 'GET', `/personalInfo?loanId=${loanIdOf('A1')}`)
      ).json(),
    ).toMatchObject({ customerId: 'T100004', isAlternate: true });
    expect(
      (await call('ben.multi@example.com', 'GET', `/personalInfo?loanId=${loanIdOf('A1')}`))
        .statusCode,
    ).toBe(404);
  });

  it('answers a profile with no customer 404 Failed to get customer details', async () => {
    const none = await call('gina.referral@example.com', 'GET', '/personalInfo');
    expect(ZErrorResponseSchema.parse(none.json())).toMatchObject({
      statusCode: 404,
      message: 'Failed to get customer details',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/personalInfo' })).statusCode).toBe(401);
  });
});

describe('POST /customerinfo', () => {
  const home = { line1: '500 Main St', city: 'Houston', state: 'TX', zip: '77002' };

  it('saves the addresses, phone and communication settings together', async () => {
    const response = await call('erin.settle@example.com', 'POST', '/customerinfo', {
      customer: {
        phoneNumber: '(713) 555-0199',
        homeAddress: home,
        mailingAddress: { ...home, line1: 'PO Box 12' },
      },
      settings: { preference: 1, voice: true },
    });
    expect(response.statusCode).toBe(200);
    expect(ZPersonalInfoResponseSchema.parse(response.json())).toMatchObject({
      phoneNumber: '7135550199',
      homeAddress: home,
      mailingAddress: { line1: 'PO Box 12' },
      sameAddresses: false,
      communicationSettings: { preference: 1, voice: true },
    });
    const same = await call('erin.settle@example.com', 'POST', '/customerinfo', {
      customer: { mailingAddress: null },
    });
    expect(same.json()).toMatchObject({ sameAddresses: true, mailingAddress: home });
  });

  it.each([
    [
      { customer: { customerFirstName: 'Fr4nk' } },
      'body.customer.customerFirstName',
      'name.invalid',
    ],
    [
      { customer: { homeAddress: { ...home, zip: '7700' } } },
      'body.customer.homeAddress.zip',
      'zip.invalid',
    ],
    [{ customer: { phoneNumber: '1125550199' } }, 'body.customer.phoneNumber', 'phone.areaCode'],
    [
      { customer: { mailingAddress: { ...home, state: 'ZZ' } } },
      'body.customer.mailingAddress.state',
      'state.invalid',
    ],
    [
      { customer: { homeAddress: { ...home, state: 'NY' } } },
      'body.customer.homeAddress.zip',
      'zip.notInState',
    ],
    [
      {
        customer: { homeAddress: home, mailingAddress: { ...home, city: 'Dallas', zip: '10001' } },
      },
      'body.customer.mailingAddress.zip',
      'zip.notInState',
    ],
    [{ settings: { preference: 0, voice: true } }, 'body.settings.voice', 'voice.needsText'],
  ])('refuses %j naming the field, and writes nothing', async (payload, field, errorCode) => {
    const frank = 'frank.appraisal@example.com';
    const before = (await call(frank, 'GET', '/personalInfo')).json();
    const response = await call(frank, 'POST', '/customerinfo', {
      ...payload,
      settings: (payload as { settings?: object }).settings ?? { preference: 1, voice: false },
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponseSchema.parse(response.json())).toMatchObject({ field, errorCode });
    expect((await call(frank, 'GET', '/personalInfo')).json()).toEqual(before);
  });

  it('names the ZIP and the state a ZIP of another state was given with (NY + 77002), in the reader’s language', async () => {
    const headers = async (language: string) => ({
      ...bearer(await tokenOf(ANA)),
      'accept-language': language,
    });
    const payload = { customer: { homeAddress: { ...home, state: 'NY' } } };
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/customerinfo',
      headers: await headers('en'),
      payload,
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      field: 'body.customer.homeAddress.zip',
      errorCode: 'zip.notInState',
      message: 'ZIP code 77002 is not in NY. Check the ZIP code and the state.',
    });
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/customerinfo',
      headers: await headers('es'),
      payload,
    });
    expect(spanish.json()).toMatchObject({
      message: 'El código postal 77002 no corresponde a NY. Revise el código postal y el estado.',
    });
  });

  it('answers the refusal in Spanish to a Spanish reader', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customerinfo',
      headers: { ...bearer(await tokenOf(ANA)), 'accept-language': 'es' },
      payload: { customer: { homeAddress: { ...home, zip: '1' } } },
    });
    expect(response.json()).toMatchObject({ message: 'Ingrese un código postal de 5 dígitos.' });
  });

  it('refuses voice messages while the voiceMessages flag is off, and says so in GET /personalInfo', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: CONFIG_OVERRIDES_KEY, value: { voiceMessages: false } });
    try {
      expect((await call('dev.cosigner@example.com', 'GET', '/personalInfo')).json()).toMatchObject(
        { voiceMessagesAllowed: false },
      );
      const refused = await call('dev.cosigner@example.com', 'POST', '/customerinfo', {
        settings: { preference: 1, voice: true },
      });
      expect(refused.json()).toMatchObject({
        statusCode: 400,
        field: 'body.settings.voice',
        errorCode: 'voice.notAllowed',
      });
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, CONFIG_OVERRIDES_KEY));
    }
  });

  it('refuses a change to another customer’s record', async () => {
    expect(
      (
        await call(ANA, 'POST', '/customerinfo', {
          customerId: 'T100002',
          settings: { preference: 0, voice: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});
