/**
 * Decision 059: a new loan is new credit — POST /loanOriginate is refused (409 'credit.mlaCovered', nothing stored)
 * while P6 declares himself covered by the Military Lending Act, and taken again once he does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originations } from '../../../db/schema';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { originate, originateBody } from './origination-test-kit';

let t: CardsTestApp;
let frank: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  frank = await t.headers('P6');
});
afterAll(async () => t.close());

describe('POST /loanOriginate and the borrower’s standing', () => {
  it('refuses a borrower covered by the Military Lending Act, then takes the offer once he is not', async () => {
    const declare = async (isActiveDuty: boolean, isDependent: boolean) =>
      (await t.call(frank, 'POST', '/militarystatus', { isActiveDuty, isDependent })).statusCode;
    expect(await declare(false, true)).toBe(200);
    const refused = await originate(t, frank, await originateBody(t, { type: 2 }));
    expect([refused.statusCode, refused.json().errorCode, refused.json().field]).toEqual([
      409,
      'credit.mlaCovered',
      'body.applicationId',
    ]);
    expect(await t.database.db.select().from(originations)).toEqual([]);
    expect(await declare(false, false)).toBe(200);
    const taken = await originate(t, frank, await originateBody(t, { type: 2 }));
    expect(taken.statusCode, taken.body).toBe(202);
  });
});
