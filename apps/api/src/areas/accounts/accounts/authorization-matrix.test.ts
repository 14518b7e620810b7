/**
 * Authorization matrix: every accounts-area call that names a loan or a customer, made with another
 * persona's session, is refused (404 for loans — existence is not revealed — and 403 for ids of
 * another customer or profile); the owner and co-signer get 200. A guest session (signed link) reaches
 * its one loan and only the objects it created (authorization-guest.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { accountsTestApp, type AccountsTestApp, type Persona } from './accounts-test-kit';
import { loanCalls, today } from './authorization-test-kit';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P3', 'P4', 'P5', 'P9'])));
afterAll(() => t.close());

const cases: { who: Persona; owner: Persona; loan: 'A1' | 'R1' | 'L1'; lmsId: string }[] = [
  { who: 'P5', owner: 'P1', loan: 'A1', lmsId: '10001-001' },
  { who: 'P1', owner: 'P9', loan: 'R1', lmsId: '10009-001' },
  { who: 'P9', owner: 'P3', loan: 'L1', lmsId: '30003-001' },
  { who: 'P4', owner: 'P9', loan: 'R1', lmsId: '10009-001' },
];

describe('loan calls with another persona’s session are refused with 404', () => {
  for (const { who, owner, loan, lmsId } of cases) {
    for (const call of loanCalls(loanIdOf(loan), lmsId)) {
      it(`${who} → ${owner}'s ${loan}: ${call.name}`, async () => {
        const res = await t.call(who, call.method, call.url, call.payload);
        expect(res.statusCode).toBe(404);
      });
    }
  }
});

describe('the owner and the co-signer reach the loan', () => {
  it('P1 and P4 get A1; P9 gets R1’s repo info', async () => {
    for (const who of ['P1', 'P4'] as const) {
      expect(
        (await t.call(who, 'GET', `/accountdetail?loanId=${loanIdOf('A1')}&lmsId=10001-001`))
          .statusCode,
      ).toBe(200);
      expect(
        (await t.call(who, 'GET', `/accounthistory?loanId=${loanIdOf('A1')}`)).statusCode,
      ).toBe(200);
      expect((await t.call(who, 'GET', `/loanlock?loanIds=${loanIdOf('A1')}`)).statusCode).toBe(
        200,
      );
    }
    expect((await t.call('P9', 'GET', `/repoInfo?loanId=${loanIdOf('R1')}`)).statusCode).toBe(200);
    expect(
      (
        await t.call(
          'P9',
          'GET',
          `/payoffQuote?loanId=${loanIdOf('R1')}&lmsId=10009-001&goodThrough=${today}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('a list mixing an own and a foreign loan is refused as a whole', async () => {
    expect(
      (await t.call('P1', 'GET', `/loanlock?loanIds=${loanIdOf('A1')},${loanIdOf('R1')}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('customer and profile ids of another persona are refused with 403', () => {
  const customerCalls: { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown }[] =
    [
      { name: 'GET /usercache', method: 'GET', url: '/usercache?customerId=T100009' },
      {
        name: 'POST /usercache',
        method: 'POST',
        url: '/usercache',
        payload: { customerId: 'T100009', value: {} },
      },
      { name: 'GET /militarystatus', method: 'GET', url: '/militarystatus?customerId=T100009' },
      {
        name: 'POST /militarystatus',
        method: 'POST',
        url: '/militarystatus',
        payload: { customerId: 'T100009', isActiveDuty: true, isDependent: false },
      },
      {
        name: 'POST /customerinfo customerId',
        method: 'POST',
        url: '/customerinfo',
        payload: { customerId: 'T100009', settings: { preference: 0, voice: false } },
      },
      {
        name: 'POST /bankInfo customerId',
        method: 'POST',
        url: '/bankInfo',
        payload: { customerId: 'T100009', routingNumber: '021000021', accountNumber: '12345678' },
      },
      {
        name: 'POST /loanlock customerId',
        method: 'POST',
        url: '/loanlock',
        payload: { loanId: loanIdOf('A1'), value: true, customerId: 'T100009' },
      },
      {
        name: 'GET /loanlock profileId',
        method: 'GET',
        url: `/loanlock?loanIds=${loanIdOf('A1')}&profileId=${profileIdOf('P9')}`,
      },
      {
        name: 'POST /customer cognitoUserId',
        method: 'POST',
        url: '/customer',
        payload: {
          phoneNumber: '3125550188',
          dateOfBirth: '19850412',
          ssn: '123-45-6789',
          loanId: '20341-001',
          cognitoUserId: profileIdOf('P9'),
        },
      },
      {
        name: 'GET /customer cognitoUserId (deprecated)',
        method: 'GET',
        url: `/customer?phoneNumber=3125550188&dateOfBirth=19850412&ssn=123-45-6789&loanId=20341-001&cognitoUserId=${profileIdOf('P9')}`,
      },
    ];
  for (const call of customerCalls) {
    it(`P1: ${call.name}`, async () => {
      const res = await t.call('P1', call.method, call.url, call.payload);
      expect(res.statusCode).toBe(403);
    });
  }
});

describe('loan-system adapters', () => {
  it('the NLS adapter serves P3’s L1 and the TLXe adapter P1’s A1', async () => {
    expect(
      (await t.call('P3', 'GET', `/accountdetail?loanId=${loanIdOf('L1')}`)).json(),
    ).toMatchObject({ loanSystem: 'NLS', lmsId: '30003-001' });
    expect(
      (await t.call('P1', 'GET', `/accountdetail?loanId=${loanIdOf('A1')}`)).json(),
    ).toMatchObject({ loanSystem: 'TLXe', lmsId: '10001-001' });
  });
});
