/**
 * Decision 060: P11's appraisal offer is on the spousal-consent title product at a Houston, TX store, so her loan asks
 * whether she is married (and her spouse's name and address) and her demographics before it is made; P6's title
 * offer in Chicago asks neither. Bad input is a 400 naming the field, a double submit one effect, another's
 * application a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ZDemographicReferenceResponseSchema,
  ZOriginationInfoResponseSchema,
} from '@lender/contract';
import { P11_APPLICATION_ID, PERSONA_STORES } from '../../../db/seed';
import { offers, originationRequirements } from '../../../db/schema';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { APPLICATION as P6_APPLICATION, info } from './origination-test-kit';

let t: CardsTestApp;
let lena: Headers;
let frank: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  lena = await t.headers('P11');
  frank = await t.headers('P6');
});
afterAll(async () => t.close());

const spouse = {
  firstName: 'Luis',
  lastName: 'Ortiz',
  address: { line1: '7410 Harrisburg Blvd', city: 'Houston', state: 'TX', zip: '77011' },
};
const demographics = { race: 'notSay', gender: 'female', height: '5ft0to5ft5', weight: 'notSay' };

async function lenaInfo() {
  const res = await t.call(lena, 'GET', `/originationInfo?applicationId=${P11_APPLICATION_ID}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZOriginationInfoResponseSchema.parse(res.json());
}

async function lenaBody(extra: Record<string, unknown> = {}) {
  const [row] = await t.database.db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.applicationId, P11_APPLICATION_ID));
  return {
    applicationId: P11_APPLICATION_ID,
    appraisalId: row!.id,
    disburseCardIds: [],
    amount: '1,000.00',
    type: 2,
    loanTypeCode: 'title',
    locationId: PERSONA_STORES.houstonTmx,
    brand: 'tmx',
    productId: 102,
    storeId: PERSONA_STORES.houstonTmx,
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

describe('what a product asks before its loan is made', () => {
  it("P6's title offer in Illinois asks nothing", async () => {
    expect((await info(t, frank)).requirements).toEqual({
      productCode: 'title',
      spouseAddress: { required: false, answered: false },
      demographics: { required: false, answered: false },
    });
    const res = await t.call(frank, 'POST', '/spouseAddress', {
      applicationId: P6_APPLICATION,
      married: false,
    });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'origination.spouseNotAsked']);
  });

  it("P11's spousal title offer in Texas asks both, and refuses the loan until they are answered", async () => {
    expect((await lenaInfo()).requirements).toEqual({
      productCode: 'titleSpousal',
      spouseAddress: { required: true, answered: false },
      demographics: { required: true, answered: false },
    });
    const reference = ZDemographicReferenceResponseSchema.parse(
      (
        await t.call(
          lena,
          'GET',
          `/demographicReference?applicationId=${P11_APPLICATION_ID}&productId=102`,
        )
      ).json(),
    );
    expect(reference.demographicsNeeded).toBe(true);
    expect(reference.demographicReference.race).toContain('notSay');
    expect(reference.demographicData).toBeNull();

    const early = await t.call(lena, 'POST', '/loanOriginate', await lenaBody());
    expect([early.statusCode, early.json().errorCode, early.json().field]).toEqual([
      409,
      'origination.spouseAddressRequired',
      'body.applicationId',
    ]);
  });

  it('refuses a bad spouse answer with a 400 naming the field, and writes nothing', async () => {
    const bad = await t.call(lena, 'POST', '/spouseAddress', {
      applicationId: P11_APPLICATION_ID,
      married: true,
      spouse: { ...spouse, address: { ...spouse.address, zip: '7701' } },
    });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.spouse.address.zip']);
    const none = await t.call(lena, 'POST', '/spouseAddress', {
      applicationId: P11_APPLICATION_ID,
      married: true,
    });
    expect([none.statusCode, none.json().field]).toEqual([400, 'body.spouse']);
    const unknown = await t.call(lena, 'POST', '/spouseAddress', {
      applicationId: P11_APPLICATION_ID,
      married: true,
      spouse,
      extra: 1,
    });
    expect(unknown.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(originationRequirements)
      .where(eq(originationRequirements.applicationId, P11_APPLICATION_ID));
    expect(rows).toEqual([]);
  });

  it("another borrower's application is a 404", async () => {
    const res = await t.call(frank, 'POST', '/spouseAddress', {
      applicationId: P11_APPLICATION_ID,
      married: false,
    });
    expect(res.statusCode).toBe(404);
    const ref = await t.call(
      frank,
      'GET',
      `/demographicReference?applicationId=${P11_APPLICATION_ID}`,
    );
    expect(ref.statusCode).toBe(404);
  });

  it('takes the spouse twice as one answer, then the demographics with the loan, which starts', async () => {
    const body = { applicationId: P11_APPLICATION_ID, married: true, spouse };
    const [a, b] = await Promise.all([
      t.call(lena, 'POST', '/spouseAddress', body),
      t.call(lena, 'POST', '/spouseAddress', body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await lenaInfo()).requirements.spouseAddress).toEqual({
      required: true,
      answered: true,
    });

    const noDemographics = await t.call(lena, 'POST', '/loanOriginate', await lenaBody());
    expect([noDemographics.statusCode, noDemographics.json().field]).toEqual([
      409,
      'body.demographicData',
    ]);
    const badDemographics = await t.call(
      lena,
      'POST',
      '/loanOriginate',
      await lenaBody({ demographicData: { ...demographics, race: 'martian' } }),
    );
    expect(badDemographics.statusCode).toBe(400);
    expect(badDemographics.body).toMatch(/demographicData/);

    const started = await t.call(
      lena,
      'POST',
      '/loanOriginate',
      await lenaBody({ demographicData: demographics }),
    );
    expect(started.statusCode, started.body).toBe(202);
    const reference = ZDemographicReferenceResponseSchema.parse(
      (
        await t.call(lena, 'GET', `/demographicReference?applicationId=${P11_APPLICATION_ID}`)
      ).json(),
    );
    expect(reference.demographicData).toEqual(demographics);
  });
});
