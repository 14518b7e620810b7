import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAccountsResponseSchema,
  ZLinkCustomerResponseSchema,
  ZReplaceCustomerResponseSchema,
} from '@lender/contract';
import { profileIdOf } from '../../../db/seed';
import { buildTestApp, logCapture } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import {
  accountsTestApp,
  PERSONA_EMAILS,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { LINK_WINDOW_MINUTES } from './service';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P2', 'P6', 'P8'])));
afterAll(() => t.close());

const HANK = {
  phoneNumber: '3125550188',
  dateOfBirth: '19850412',
  ssn: '123-45-6789',
  loanId: '20341-001',
};
const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('POST /customer (link account)', () => {
  it('refuses a wrong field with the clear 404 and links nothing', async () => {
    for (const wrong of [
      { ssn: '123-45-6780' },
      { dateOfBirth: '19850413' },
      { phoneNumber: '3125550189' },
      { loanId: '20341-002' },
    ]) {
      const res = await t.call('P8', 'POST', '/customer', {
        ...HANK,
        ...wrong,
        cognitoUserId: profileIdOf('P8'),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No matching account was found.');
    }
    expect(
      ZAccountsResponseSchema.parse((await t.call('P8', 'GET', '/accounts?brandName=inl')).json())
        .loans,
    ).toEqual([]);
  });

  it('refuses another profile’s cognitoUserId and a malformed date', async () => {
    expect(
      (await t.call('P8', 'POST', '/customer', { ...HANK, cognitoUserId: profileIdOf('P1') }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('P8', 'POST', '/customer', {
          ...HANK,
          dateOfBirth: '04/12/1985',
          cognitoUserId: profileIdOf('P8'),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a profile already linked to an account', async () => {
    expect(
      (await t.call('P6', 'POST', '/customer', { ...HANK, cognitoUserId: profileIdOf('P6') }))
        .statusCode,
    ).toBe(409);
  });

  it('links P8’s record typed without the hyphen (20341001), after which /accounts lists 20341-001', async () => {
    const res = await t.call('P8', 'POST', '/customer', {
      ...HANK,
      loanId: '20341001',
      cognitoUserId: profileIdOf('P8'),
    });
    expect(res.statusCode).toBe(200);
    expect(ZLinkCustomerResponseSchema.parse(res.json())).toMatchObject({
      linked: true,
      customerId: 'T100008',
      lmsIds: ['20341-001'],
      brands: ['inl'],
    });
    const accounts = ZAccountsResponseSchema.parse(
      (await t.call('P8', 'GET', '/accounts?brandName=inl')).json(),
    );
    expect(accounts.loans.map((loan) => [loan.lmsId, loan.statusName, loan.isAlternate])).toEqual([
      ['20341-001', 'Open', false],
    ]);
  });
});

describe('POST /customer input rules (spec §5, the same domain rules as the form)', () => {
  it('refuses a malformed SSN, phone, date of birth or loan number with a 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ssn: '000-45-6789' }, 'body.ssn'],
      [{ ssn: '123-00-6789' }, 'body.ssn'],
      [{ phoneNumber: '1125550188' }, 'body.phoneNumber'],
      [{ dateOfBirth: '19850231' }, 'body.dateOfBirth'],
      [{ loanId: '2034-001' }, 'body.loanId'],
    ];
    for (const [wrong, field] of cases) {
      const res = await t.call('P8', 'POST', '/customer', {
        ...HANK,
        ...wrong,
        cognitoUserId: profileIdOf('P8'),
      });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });
});

describe('GET /customer (deprecated: identity data in the URL)', () => {
  it('still links, never logs the identity values of its URL, and is marked deprecated in the OpenAPI document', async () => {
    const logs = logCapture();
    const local = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      const { headers } = await signIn(local.app, PERSONA_EMAILS.P8);
      const res = await local.app.inject({
        method: 'GET',
        url: `/api/customer?${query({ ...HANK, cognitoUserId: profileIdOf('P8') })}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(ZLinkCustomerResponseSchema.parse(res.json()).lmsIds).toEqual(['20341-001']);
      const out = logs.raw.join('\n');
      expect(out).toContain('/api/customer?');
      for (const value of [HANK.phoneNumber, HANK.dateOfBirth, HANK.ssn, '123456789'])
        expect(out).not.toContain(value);
      const doc = (await local.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { deprecated?: boolean }>>;
      };
      expect(doc.paths['/api/customer']?.get?.deprecated).toBe(true);
      expect(doc.paths['/api/customer']?.post?.deprecated).toBeUndefined();
    } finally {
      await local.close();
    }
  });
});

describe('link throttling', () => {
  it('answers 429 after five failed attempts in the window', async () => {
    const local = await accountsTestApp(['P8']);
    try {
      const bad = { ...HANK, ssn: '123-45-0001', cognitoUserId: profileIdOf('P8') };
      for (let i = 0; i < 5; i += 1)
        expect((await local.call('P8', 'POST', '/customer', bad)).statusCode).toBe(404);
      const refused = await local.call('P8', 'POST', '/customer', {
        ...HANK,
        cognitoUserId: profileIdOf('P8'),
      });
      expect(refused.statusCode).toBe(429);
      // when the oldest counted failure leaves the 15-minute window: at most that long, at least most of it
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(LINK_WINDOW_MINUTES * 60 - 60);
      expect(wait).toBeLessThanOrEqual(LINK_WINDOW_MINUTES * 60);
    } finally {
      await local.close();
    }
  });
});

describe('/replaceCustomer', () => {
  it('never offers a record another profile holds', async () => {
    const res = await t.call('P6', 'POST', '/replaceCustomer', {
      phoneNumber: '3125550101',
      dateOfBirth: '19900314',
      ssn: '123-45-0101',
      loanId: '10001-001',
    });
    expect(res.statusCode).toBe(404);
  });

  it('verifies an unlinked record, shows it pending, then replaces the linked one on confirmation', async () => {
    const local = await accountsTestApp(['P6']);
    try {
      expect(
        ZReplaceCustomerResponseSchema.parse(
          (await local.call('P6', 'GET', '/replaceCustomer')).json(),
        ).replacement,
      ).toBeNull();
      const posted = await local.call('P6', 'POST', '/replaceCustomer', HANK);
      expect(posted.statusCode).toBe(200);
      const { replacement } = ZReplaceCustomerResponseSchema.parse(posted.json());
      expect(replacement).toMatchObject({
        state: 'pending',
        current: { customerId: 'T100006' },
        replacement: { customerId: 'T100008', lmsIds: ['20341-001'] },
      });
      const pending = ZReplaceCustomerResponseSchema.parse(
        (await local.call('P6', 'GET', '/replaceCustomer')).json(),
      );
      expect(pending.replacement?.requestId).toBe(replacement?.requestId);
      const done = await local.call('P6', 'PUT', '/replaceCustomer', {
        requestId: replacement!.requestId,
        confirm: true,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().replacement.state).toBe('completed');
      const accounts = ZAccountsResponseSchema.parse(
        (await local.call('P6', 'GET', '/accounts?brandName=inl')).json(),
      );
      expect(accounts.loans.map((loan) => loan.lmsId)).toEqual(['20341-001']);
      expect(
        ZReplaceCustomerResponseSchema.parse(
          (await local.call('P6', 'GET', '/replaceCustomer')).json(),
        ).replacement,
      ).toBeNull();
    } finally {
      await local.close();
    }
  });
});
