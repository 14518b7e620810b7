import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserAttributesResponseSchema } from '@lender/contract';
import { customerIdFromLmsIds } from '@lender/domain';
import { customerIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, sessionOf } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function attributesOf(username: string) {
  const { accessToken } = await sessionOf(t.app, username);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/userAttributes',
    headers: bearer(accessToken),
  });
  return ZUserAttributesResponseSchema.parse(res.json());
}

describe('GET /api/userAttributes', () => {
  it('gives P2 both brands and the TLXe id', async () => {
    const p2 = await attributesOf('ben.multi@example.com');
    expect(p2).toMatchObject({
      sub: profileIdOf('P2'),
      customer_id: customerIdOf('P2'),
      mdm_id: 'MDM0000002',
      brands: ['inl', 'tmx'],
      customerIds: { NLS: null, TLXe: 'T100002' },
    });
    expect(customerIdFromLmsIds(p2.lms_customer_ids)).toBe('T100002');
  });

  it('counts co-signed loans (P4), the NLS id (P3), and the referral attribute (P7)', async () => {
    expect((await attributesOf('dev.cosigner@example.com')).brands).toEqual(['inl']);
    expect(await attributesOf('carla.nls@example.com')).toMatchObject({
      brands: ['chs'],
      customerIds: { NLS: 'N200001', TLXe: null },
      lms_customer_ids: '["NLS","N200001"]',
    });
    expect(await attributesOf('gina.referral@example.com')).toMatchObject({
      brands: [],
      customer_id: null,
      lms_customer_ids: null,
      non_customer_refer: true,
    });
  });

  it('gives a customer with no loans (P6, a tmx customer) their home store’s brand, so menu links use it', async () => {
    expect((await attributesOf('frank.appraisal@example.com')).brands).toEqual(['tmx']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/userAttributes' })).statusCode).toBe(
      401,
    );
  });
});
