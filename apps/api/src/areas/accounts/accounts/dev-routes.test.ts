/** The dev store counter (outside production only) is validated like every other call: a bad brand is a 400, not a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_CODES } from '@lender/domain';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { rowCounts } from '../../../testing/row-counts';
import { PERSONA_EMAILS } from './accounts-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fund = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/fundedLoans',
    payload: { username: PERSONA_EMAILS.P2, firstName: 'Ben', lastName: 'Multi', ...body },
  });

describe('POST /dev/fundedLoans', () => {
  it('refuses a brandCode that is no brand with a 400 naming it and the brands, writing nothing', async () => {
    const before = await rowCounts(t.database.db);
    for (const brandCode of ['zzz', 'INL', 'inl ', 'xx']) {
      const res = await fund({ brandCode });
      expect(res.statusCode, brandCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.brandCode' });
      for (const brand of BRAND_CODES) expect(res.json().message).toContain(`"${brand}"`);
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('funds a loan of a brand for a known profile', async () => {
    const res = await fund({ brandCode: 'tmx', amountCents: 50_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      loanId: expect.any(String),
      loanNumber: expect.stringMatching(/^\d{5}-001$/),
    });
  });
});
