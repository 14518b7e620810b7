import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZAccountDetailResponseSchema,
  ZAccountHistoryResponseSchema,
  ZAccountsResponseSchema,
  ZPersonalInfoResponseSchema,
} from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { settings } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { guestSignIn, signIn } from '../../../testing/sign-in';

let t: TestApp;
const headers: Record<string, { authorization: string }> = {};
const EMAILS = {
  P1: 'ana.tlxe@example.com',
  P2: 'ben.multi@example.com',
  P3: 'carla.nls@example.com',
  P4: 'dev.cosigner@example.com',
  P5: 'erin.settle@example.com',
  P8: 'hank.new@example.com',
  P9: 'iris.repo@example.com',
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(EMAILS))
    headers[key] = (await signIn(t.app, email)).headers;
});
afterAll(() => t.close());

const get = (who: keyof typeof EMAILS, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: headers[who] });

describe('GET /accounts', () => {
  it('lists P1’s A1 with spec fields in integer cents', async () => {
    const res = await get('P1', '/accounts?brandName=inl');
    expect(res.statusCode).toBe(200);
    const body = ZAccountsResponseSchema.parse(res.json());
    expect(body.loans.map((loan) => loan.lmsId)).toEqual(['10001-001']);
    const [a1] = body.loans;
    expect(a1).toMatchObject({
      loanId: loanIdOf('A1'),
      loanSystem: 'TLXe',
      status: 12,
      statusName: 'Open',
      statusGroup: 'open',
      payoffAmountCents: 125_000,
      minimumAmountDueCents: 21_540,
      // spec canAutoPay: she may enrol her open loan (decision 056)
      canAutoPay: true,
      isAlternate: false,
      cosignerId: 'T100004',
      alternateName: 'Devon Park',
      alternateLinked: true,
      localStoreState: 'TX',
      isPastDue: false,
    });
    expect(body.reapplyInfo.canReapply).toBe(false);
  });

  it('shows the co-signer P4 the loan A1 as alternate, naming the borrower', async () => {
    const body = ZAccountsResponseSchema.parse((await get('P4', '/accounts?brandName=inl')).json());
    expect(body.loans).toHaveLength(1);
    expect(body.loans[0]).toMatchObject({
      loanId: loanIdOf('A1'),
      isAlternate: true,
      alternateName: 'Ana Rivera',
    });
  });

  it('gives P2 T1 under tmx and the paid-off A2 under inl', async () => {
    const tmx = ZAccountsResponseSchema.parse((await get('P2', '/accounts?brandName=tmx')).json());
    expect(
      tmx.loans.map((loan) => [
        loan.lmsId,
        loan.statusName,
        loan.daysLate,
        loan.collateralDetail?.make,
      ]),
    ).toEqual([['10002-002', 'Open', 20, 'Toyota']]);
    expect(tmx.loans[0]?.isPastDue).toBe(true);
    const inl = ZAccountsResponseSchema.parse((await get('P2', '/accounts?brandName=inl')).json());
    expect(
      inl.loans.map((loan) => [loan.lmsId, loan.statusName, loan.paidOff, loan.statusGroup]),
    ).toEqual([['10002-001', 'PaidOff', true, 'paidOff']]);
    // his inl application in progress (decision 059): resumed, not started again
    expect(inl.reapplyInfo).toMatchObject({
      canReapply: false,
      returnUrl: expect.stringMatching(/^https:\/\/apply\.inl\.example\.com\/resume\//),
    });
  });

  it('does not offer a new loan to P5, whose S1 is charged off', async () => {
    const body = ZAccountsResponseSchema.parse((await get('P5', '/accounts?brandName=inl')).json());
    expect(body.loans.map((loan) => loan.statusName)).toEqual(['ChargedOff']);
    expect(body.reapplyInfo.canReapply).toBe(false);
    // nor auto-pay on it (decision 056)
    expect(body.loans.map((loan) => loan.canAutoPay)).toEqual([false]);
  });

  it('marks P9’s out-for-repo R1 past the store-call limit and in OFR', async () => {
    const body = ZAccountsResponseSchema.parse((await get('P9', '/accounts?brandName=tmx')).json());
    const r1 = body.loans.find((loan) => loan.loanId === loanIdOf('R1'));
    expect(r1).toMatchObject({
      statusGroup: 'outForRepo',
      needsStoreCall: true,
      reinstatementAmountCents: 64_000,
    });
    expect(r1?.validations).toMatchObject({ isInOfrStatus: true, isOfrReinstateAmount: true });
    expect(body.loans.find((loan) => loan.loanId === loanIdOf('R2'))?.statusGroup).toBe(
      'repossessed',
    );
  });

  it('gives a profile without ids an empty list, and refuses an unknown brand or field', async () => {
    expect(
      ZAccountsResponseSchema.parse((await get('P8', '/accounts?brandName=inl')).json()).loans,
    ).toEqual([]);
    expect((await get('P1', '/accounts?brandName=xyz')).statusCode).toBe(400);
    expect((await get('P1', '/accounts?brandName=inl&extra=1')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /accountdetail', () => {
  it('serves P3’s NLS line of credit with its pending cash advance', async () => {
    const res = await get('P3', `/accountdetail?loanId=${loanIdOf('L1')}&lmsId=30003-001`);
    expect(res.statusCode).toBe(200);
    const body = ZAccountDetailResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      loanSystem: 'NLS',
      productType: 'lineOfCredit',
      productId: 3,
      creditLimitCents: 150_000,
      balanceCents: 40_000,
      availableCreditCents: 100_000,
    });
    expect(body.pendingCashAdvances).toEqual([
      expect.objectContaining({
        transactionId: 'CA-30003-001-0001',
        amountCents: 10_000,
        pendingCode: 1000,
      }),
    ]);
    expect(body.validations.skipAutoPayConfirm).toBe(true);
  });

  it('gives payoff = principal + interest + fees for A1', async () => {
    const body = ZAccountDetailResponseSchema.parse(
      (await get('P1', `/accountdetail?loanId=${loanIdOf('A1')}`)).json(),
    );
    expect(body.principalCents + body.interestCents + body.feesCents).toBe(body.payoffAmountCents);
    expect(body.productId).toBe(101);
  });

  it('answers a missing, foreign or mismatched loan with 404 Error fetching latest loan data.', async () => {
    for (const url of [
      `/accountdetail?loanId=${loanIdOf('A1')}&lmsId=99999-001`,
      `/accountdetail?loanId=00000000-0000-4000-8000-000000000000`,
      `/accountdetail?loanId=${loanIdOf('T1')}`,
    ]) {
      const res = await get('P1', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Error fetching latest loan data.');
    }
  });
});

describe('GET /accounthistory and /personalInfo', () => {
  it('lists A1’s ledger newest first, ending at the payoff', async () => {
    const body = ZAccountHistoryResponseSchema.parse(
      (await get('P1', `/accounthistory?loanId=${loanIdOf('A1')}`)).json(),
    );
    expect(body.entries.at(-1)?.type).toBe('disbursement');
    expect(body.entries[0]?.balanceCents).toBe(125_000);
    const dates = body.entries.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows A2’s payoff payment bringing the balance to zero', async () => {
    const body = ZAccountHistoryResponseSchema.parse(
      (await get('P2', `/accounthistory?loanId=${loanIdOf('A2')}`)).json(),
    );
    expect(body.entries[0]).toMatchObject({ type: 'payment', balanceCents: 0 });
    expect(body.entries[0]!.amountCents).toBeLessThan(0);
  });

  it('gives the caller’s own record as a party, SSN masked', async () => {
    const own = ZPersonalInfoResponseSchema.parse(
      (await get('P1', `/personalInfo?loanId=${loanIdOf('A1')}&lmsId=10001-001`)).json(),
    );
    expect(own).toMatchObject({
      customerId: 'T100001',
      fullCustomerName: 'Ana Rivera',
      displaySsn: '***-**-0101',
      isAlternate: false,
    });
    expect(own.dob).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const cosigner = ZPersonalInfoResponseSchema.parse(
      (await get('P4', `/personalInfo?loanId=${loanIdOf('A1')}`)).json(),
    );
    expect(cosigner).toMatchObject({ customerId: 'T100004', isAlternate: true });
  });
});

describe('GET /dashboardmessage and /newaccountterms', () => {
  it('returns none until a brand message is set, then only for that brand', async () => {
    expect((await get('P1', '/dashboardmessage?brandName=inl')).json()).toEqual({ message: null });
    await t.database.db.insert(settings).values({
      key: 'dashboardMessages',
      value: { tmx: { title: 'Holiday hours', body: 'Stores close early on Friday.' } },
    });
    expect((await get('P1', '/dashboardmessage?brandName=inl')).json()).toEqual({ message: null });
    expect((await get('P2', '/dashboardmessage?brandName=tmx')).json()).toEqual({
      message: { title: 'Holiday hours', body: 'Stores close early on Friday.', severity: 'info' },
    });
  });

  it('gives the message in Spanish when the operator wrote one, else in the English it was written in (issue 17)', async () => {
    const es = (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { ...headers.P1, 'accept-language': 'es' },
      });
    await t.database.db
      .update(settings)
      .set({
        value: {
          inl: {
            title: 'Holiday hours',
            body: 'Stores close early.',
            severity: 'warning',
            es: { title: 'Horario festivo', body: 'Las tiendas cierran temprano.' },
          },
          tmx: { title: 'Only English', body: 'Text.' },
        },
      })
      .where(eq(settings.key, 'dashboardMessages'));
    expect((await es('/dashboardmessage?brandName=inl')).json()).toEqual({
      message: {
        title: 'Horario festivo',
        body: 'Las tiendas cierran temprano.',
        severity: 'warning',
      },
    });
    expect((await get('P1', '/dashboardmessage?brandName=inl')).json()).toEqual({
      message: { title: 'Holiday hours', body: 'Stores close early.', severity: 'warning' },
    });
    expect((await es('/dashboardmessage?brandName=tmx')).json()).toEqual({
      message: { title: 'Only English', body: 'Text.', severity: 'info' },
    });
  });

  it('gives the brand’s terms', async () => {
    const res = await get('P1', '/newaccountterms?brandName=inl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ brandName: 'inl', effectiveDate: '2026-01-01' });
    expect(res.json().termsUrl).toMatch(/^https?:\/\//);
  });
});

describe('a guest payer (signed link for A1)', () => {
  it('reads A1’s detail to pay it, and nothing else', async () => {
    const guest = (await guestSignIn(t.app, profileIdOf('P1'), loanIdOf('A1'))).headers;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/accountdetail?loanId=${loanIdOf('A1')}`,
      headers: guest,
    });
    expect(detail.statusCode).toBe(200);
    expect(ZAccountDetailResponseSchema.parse(detail.json()).lmsId).toBe('10001-001');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/accountdetail?loanId=${loanIdOf('T1')}`,
      headers: guest,
    });
    expect([403, 404]).toContain(other.statusCode);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl', headers: guest }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/accounthistory?loanId=${loanIdOf('A1')}`,
          headers: guest,
        })
      ).statusCode,
    ).toBe(403);
  });
});
