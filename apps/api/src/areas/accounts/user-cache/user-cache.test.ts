import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserCacheResponseSchema } from '@lender/contract';
import { accountsTestApp, type AccountsTestApp } from '../accounts/accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P3', 'P8'])));
afterAll(() => t.close());

describe('/usercache', () => {
  it('starts empty, keeps the value per customer, and never shows it to another customer', async () => {
    expect(
      ZUserCacheResponseSchema.parse((await t.call('P1', 'GET', '/usercache')).json()),
    ).toEqual({ customerId: 'T100001', value: null, updatedAt: null });
    const saved = await t.call('P1', 'POST', '/usercache', {
      customerId: 'T100001',
      value: { lastBrand: 'inl', dismissed: ['tip1'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      ZUserCacheResponseSchema.parse(
        (await t.call('P1', 'GET', '/usercache?customerId=T100001')).json(),
      ).value,
    ).toEqual({ lastBrand: 'inl', dismissed: ['tip1'] });
    expect(
      ZUserCacheResponseSchema.parse((await t.call('P3', 'GET', '/usercache')).json()),
    ).toMatchObject({ customerId: 'N200001', value: null });
  });

  it('refuses an oversized value and a profile without a customer record', async () => {
    expect(
      (await t.call('P1', 'POST', '/usercache', { value: { blob: 'x'.repeat(9000) } })).statusCode,
    ).toBe(400);
    expect((await t.call('P8', 'GET', '/usercache')).statusCode).toBe(404);
  });
});
