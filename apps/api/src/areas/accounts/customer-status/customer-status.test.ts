import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApplicationStatusResponseSchema,
  ZBankruptcyStatusResponseSchema,
  ZMilitaryStatusResponseSchema,
  ZRepoInfoResponseSchema,
} from '@lender/contract';
import { loanApplications, loans } from '../../../db/schema';
import { customerIdOf, loanIdOf } from '../../../db/seed';
import { eq } from 'drizzle-orm';
import { accountsTestApp, type AccountsTestApp } from '../accounts/accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P2', 'P3', 'P9'])));
afterAll(() => t.close());

describe('/applicationstatus', () => {
  it('reports none in both systems, then a TLXe application in progress, and withdraws it', async () => {
    const empty = ZApplicationStatusResponseSchema.parse(
      (await t.call('P1', 'GET', '/applicationstatus')).json(),
    );
    expect(empty.appStatus.TLXe.state).toBe('none');
    expect(empty.appStatus.NLS.state).toBe('none');
    const [app] = await t.database.db
      .insert(loanApplications)
      .values({
        customerId: customerIdOf('P1'),
        loanSystem: 'TLXe',
        brandCode: 'inl',
        returnUrl: 'https://apply.example.com/resume/1',
        canUploadLoanDocuments: true,
      })
      .returning();
    const open = ZApplicationStatusResponseSchema.parse(
      (await t.call('P1', 'GET', '/applicationstatus')).json(),
    );
    expect(open.appStatus.TLXe).toMatchObject({
      applicationId: app!.id,
      applicationInProgress: true,
      returnUrl: 'https://apply.example.com/resume/1',
      applicationLoanInfo: { canUploadLoanDocuments: true },
    });
    expect(
      (
        await t.call('P2', 'PUT', '/applicationstatus', {
          loanSystem: 'TLXe',
          applicationId: app!.id,
          action: 'withdraw',
        })
      ).statusCode,
    ).toBe(404);
    const withdrawn = ZApplicationStatusResponseSchema.parse(
      (
        await t.call('P1', 'PUT', '/applicationstatus', {
          loanSystem: 'TLXe',
          applicationId: app!.id,
          action: 'withdraw',
        })
      ).json(),
    );
    expect(withdrawn.appStatus.TLXe).toMatchObject({
      state: 'withdrawn',
      applicationInProgress: false,
    });
    expect(
      (
        await t.call('P1', 'PUT', '/applicationstatus', {
          loanSystem: 'TLXe',
          applicationId: app!.id,
          action: 'withdraw',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows P2’s seeded inl application in progress with its brand, and withdraws it once (decision 059)', async () => {
    const seeded = ZApplicationStatusResponseSchema.parse(
      (await t.call('P2', 'GET', '/applicationstatus')).json(),
    ).appStatus.TLXe;
    expect(seeded).toMatchObject({
      state: 'inProgress',
      brandCode: 'inl',
      applicationInProgress: true,
    });
    const withdraw = () =>
      t.call('P2', 'PUT', '/applicationstatus', {
        loanSystem: 'TLXe',
        applicationId: seeded.applicationId,
        action: 'withdraw',
      });
    const [first, second] = await Promise.all([withdraw(), withdraw()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    const after = ZApplicationStatusResponseSchema.parse(
      (await t.call('P2', 'GET', '/applicationstatus')).json(),
    ).appStatus.TLXe;
    expect(after).toMatchObject({ state: 'withdrawn', brandCode: 'inl', returnUrl: null });
  });

  it('answers 400 naming the field for a withdraw without an application id', async () => {
    const res = await t.call('P2', 'PUT', '/applicationstatus', {
      loanSystem: 'TLXe',
      action: 'withdraw',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('applicationId');
  });

  it('answers 404 for an application id that is none of the loan system’s (not a 500 from the database)', async () => {
    for (const applicationId of ['x% "', '12345', 'a'.repeat(64)]) {
      expect(
        (
          await t.call('P1', 'PUT', '/applicationstatus', {
            loanSystem: 'TLXe',
            applicationId,
            action: 'withdraw',
          })
        ).statusCode,
        applicationId,
      ).toBe(404);
    }
  });
});

describe('/bankruptcyStatus', () => {
  it('is false for P1 and lists a loan once it is in bankruptcy', async () => {
    expect(
      ZBankruptcyStatusResponseSchema.parse(
        (await t.call('P3', 'GET', '/bankruptcyStatus')).json(),
      ),
    ).toEqual({ isInBankruptcy: false, loans: [] });
    await t.database.db
      .update(loans)
      .set({ status: 17 })
      .where(eq(loans.id, loanIdOf('L1')));
    const body = ZBankruptcyStatusResponseSchema.parse(
      (await t.call('P3', 'GET', '/bankruptcyStatus')).json(),
    );
    expect(body).toEqual({
      isInBankruptcy: true,
      loans: [{ loanId: loanIdOf('L1'), lmsId: '30003-001', status: 17, statusName: 'Bankrupt' }],
    });
    expect(
      ZBankruptcyStatusResponseSchema.parse((await t.call('P1', 'GET', '/bankruptcyStatus')).json())
        .isInBankruptcy,
    ).toBe(false);
  });
});

describe('/militarystatus', () => {
  it('is undeclared at first, then keeps the declaration; another customer id is refused', async () => {
    expect(
      ZMilitaryStatusResponseSchema.parse((await t.call('P3', 'GET', '/militarystatus')).json()),
    ).toMatchObject({ customerId: 'N200001', mlaCovered: false, declaredAt: null });
    const saved = ZMilitaryStatusResponseSchema.parse(
      (
        await t.call('P3', 'POST', '/militarystatus', {
          isActiveDuty: false,
          isDependent: true,
          lmsId: '30003-001',
        })
      ).json(),
    );
    expect(saved).toMatchObject({ customerId: 'N200001', isDependent: true, mlaCovered: true });
    expect(
      ZMilitaryStatusResponseSchema.parse(
        (await t.call('P3', 'GET', '/militarystatus?customerId=N200001')).json(),
      ).mlaCovered,
    ).toBe(true);
    expect((await t.call('P3', 'GET', '/militarystatus?customerId=T100001')).statusCode).toBe(403);
    expect(
      (
        await t.call('P3', 'POST', '/militarystatus', {
          isActiveDuty: true,
          isDependent: false,
          lmsId: '10001-001',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('/repoInfo', () => {
  it('gives R1 out for repo with its reinstatement amount and R2 repossessed with a lot', async () => {
    const r1 = ZRepoInfoResponseSchema.parse(
      (await t.call('P9', 'GET', `/repoInfo?loanId=${loanIdOf('R1')}`)).json(),
    );
    expect(r1).toMatchObject({
      stage: 'outForRepo',
      reinstatementAmountCents: 64_000,
      lot: null,
      vehicle: { year: 2016, make: 'Ford', model: 'F-150' },
    });
    const r2 = ZRepoInfoResponseSchema.parse(
      (await t.call('P9', 'GET', `/repoInfo?loanId=${loanIdOf('R2')}`)).json(),
    );
    expect(r2.stage).toBe('repossessed');
    expect(r2.lot?.name).toBeTruthy();
    expect((await t.call('P1', 'GET', `/repoInfo?loanId=${loanIdOf('A1')}`)).statusCode).toBe(404);
  });

  it('takes a personal-property pickup request for the repossessed R2 only', async () => {
    expect(
      (
        await t.call('P9', 'PUT', '/repoInfo', {
          loanId: loanIdOf('R1'),
          personalPropertyPickupRequested: true,
        })
      ).statusCode,
    ).toBe(409);
    const res = await t.call('P9', 'PUT', '/repoInfo', {
      loanId: loanIdOf('R2'),
      personalPropertyPickupRequested: true,
      preferredDate: '2030-01-15',
      contactPhone: '3125550109',
    });
    expect(res.statusCode).toBe(200);
    expect(ZRepoInfoResponseSchema.parse(res.json()).personalPropertyPickup).toMatchObject({
      requested: true,
      preferredDate: '2030-01-15',
      contactPhone: '3125550109',
    });
  });
});
