/**
 * Decision 064: a new loan needs the identity check (GET /experianStatus) to pass. POST /loanOriginate refuses an
 * incomplete identity with 409 'identity.incomplete' naming body.applicationId and the missing parts — nothing stored,
 * nothing charged — says who can complete it (her profile, her store with its phone), and takes the offer once she has
 * added her home address on her profile.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZExperianStatusResponseSchema, ZOriginationErrorResponseSchema } from '@lender/contract';
import { customerIdOf, PERSONAS } from '../../../db/seed';
import { customers, originations, processorAuthorizations } from '../../../db/schema';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { originate, originateBody } from './origination-test-kit';

let t: CardsTestApp;
let frank: Headers;
const FRANK = customerIdOf('P6');
const seeded = PERSONAS.find((p) => p.key === 'P6')!.customer!;

beforeAll(async () => {
  t = await cardsTestApp();
  frank = await t.headers('P6');
});
afterAll(async () => t.close());

/** What the loan system holds of P6 (the tests change it here, as his store's system would). */
const onFile = (patch: Partial<typeof customers.$inferInsert>) =>
  t.database.db.update(customers).set(patch).where(eq(customers.id, FRANK));
beforeEach(async () => {
  const row = await t.database.db.select().from(customers).where(eq(customers.id, FRANK));
  if (!row[0]?.ssnLast4) throw new Error('P6 must start with an SSN on file');
  await onFile({ address: seeded.address });
});

const check = async () =>
  ZExperianStatusResponseSchema.parse(
    (
      await t.call(frank, 'GET', '/experianStatus?customerId=T100006&productId=102&storeId=108')
    ).json(),
  );
const refused = async (language: 'en' | 'es' = 'en') => {
  // the kit's calls carry the session; the reader's language rides along
  const inLanguage = { ...frank, 'accept-language': language };
  const response = await t.call(
    inLanguage,
    'POST',
    '/loanOriginate',
    await originateBody(t, { type: 2 }),
  );
  expect(response.statusCode, response.body).toBe(409);
  return ZOriginationErrorResponseSchema.parse(response.json());
};
const nothingStored = async () => {
  expect(await t.database.db.select().from(originations)).toEqual([]);
  expect(await t.database.db.select().from(processorAuthorizations)).toEqual([]);
};

describe('POST /loanOriginate and the identity check', () => {
  it('refuses a missing home address (hers to add on My profile), then takes the offer once she adds it', async () => {
    await onFile({ address: null });
    expect(await check()).toMatchObject({ status: 'incomplete', missing: ['homeAddress'] });
    const body = await refused();
    expect(body).toMatchObject({
      errorCode: 'identity.incomplete',
      field: 'body.applicationId',
      missing: ['homeAddress'],
      message:
        'Before we can make a new loan, we need your home address. Add it on My profile, then try again.',
    });
    expect((await refused('es')).message).toContain('Mi perfil');
    await nothingStored();

    const saved = await t.call(frank, 'POST', '/customerinfo', {
      customer: { homeAddress: seeded.address },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await check()).toMatchObject({ status: 'verified', missing: [] });
    const taken = await originate(t, frank, await originateBody(t, { type: 2 }));
    expect(taken.statusCode, taken.body).toBe(202);
  });
});

describe('one source for the identity check (decision 064)', () => {
  it('GET /experianStatus and POST /loanOriginate find the same parts missing, whatever is on file', async () => {
    const [was] = await t.database.db.select().from(customers).where(eq(customers.id, FRANK));
    const ids = async () =>
      (await t.database.db.select({ id: originations.id }).from(originations))
        .map((r) => r.id)
        .sort();
    const before = await ids();
    const restore = () =>
      onFile({
        firstName: was!.firstName,
        ssnEncrypted: was!.ssnEncrypted,
        address: seeded.address,
      });
    const states: Partial<typeof customers.$inferInsert>[] = [
      { address: null },
      // the SSN itself gone while its last 4 stay: the two calls once read different fields
      { ssnEncrypted: null },
      { firstName: '', ssnEncrypted: null, address: null },
    ];
    try {
      for (const state of states) {
        await onFile(state);
        const { missing } = await check();
        expect(missing.length).toBeGreaterThan(0);
        // the refusal lists them in the check's order of fixing (IDENTITY_CHECK_PARTS)
        expect([...((await refused()).missing ?? [])].sort()).toEqual([...missing].sort());
        await restore();
      }
    } finally {
      await restore();
    }
    // no origination stored by the refusals (the first test's, taken, goes on being made meanwhile)
    expect(await ids()).toEqual(before);
  });
});

describe('the seed', () => {
  it('gives P12 an identity check that lacks her home address', async () => {
    const mia = await t.headers('P12');
    const response = await t.call(mia, 'GET', '/experianStatus?customerId=T100012');
    expect(ZExperianStatusResponseSchema.parse(response.json())).toEqual({
      customerId: 'T100012',
      status: 'incomplete',
      missing: ['homeAddress'],
    });
  });
});

describe('POST /loanOriginate and the store’s part of the identity', () => {
  it('refuses a missing SSN with the store to call, and both parts together in the check’s order', async () => {
    const fresh = await cardsTestApp();
    try {
      const headers = await fresh.headers('P6');
      const set = (patch: Partial<typeof customers.$inferInsert>) =>
        fresh.database.db.update(customers).set(patch).where(eq(customers.id, FRANK));
      await set({ ssnEncrypted: null, ssnLast4: null });
      const post = async () =>
        ZOriginationErrorResponseSchema.parse(
          (
            await fresh.call(
              headers,
              'POST',
              '/loanOriginate',
              await originateBody(fresh, { type: 2 }),
            )
          ).json(),
        );
      const store = await post();
      expect(store).toMatchObject({
        statusCode: 409,
        errorCode: 'identity.incomplete',
        missing: ['ssn'],
      });
      expect(store.message).toMatch(
        /^Before we can make a new loan, your store must complete .* Please call .+ at \(\d{3}\) \d{3}-\d{4}\.$/,
      );
      await set({ address: null });
      const both = await post();
      expect(both.missing).toEqual(['homeAddress', 'ssn']);
      expect(both.message).toContain('add it on My profile');
      expect(await fresh.database.db.select().from(originations)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
