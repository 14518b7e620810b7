import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoanLockListResponseSchema, ZLoanLockResponseSchema } from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../db/seed';
import { accountsTestApp, type AccountsTestApp } from '../accounts/accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P4', 'P2'])));
afterAll(() => t.close());
const A1 = loanIdOf('A1');

describe('/loanlock alternate-party lockout', () => {
  it('lets P1 take A1’s lock, blocks the co-signer P4 with alreadyLocked and the holder’s name, then frees it', async () => {
    const taken = ZLoanLockResponseSchema.parse((await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: true, lockType: 'alternateParty', profileId: profileIdOf('P1'), customerId: 'T100001' })).json());
    expect(taken).toMatchObject({ locked: true, lockedByMe: true, alreadyLocked: false });
    const blocked = ZLoanLockResponseSchema.parse((await t.call('P4', 'POST', '/loanlock', { loanId: A1, value: true, profileId: profileIdOf('P4') })).json());
    expect(blocked).toMatchObject({ locked: true, lockedByMe: false, alreadyLocked: true, lockedByName: 'Ana' });
    const listed = ZLoanLockListResponseSchema.parse((await t.call('P4', 'GET', `/loanlock?loanIds=${A1}&profileId=${profileIdOf('P4')}&lockType=alternateParty`)).json());
    expect(listed.locks[0]).toMatchObject({ loanId: A1, locked: true, lockedByName: 'Ana' });
    const released = ZLoanLockResponseSchema.parse((await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: false, delete: true })).json());
    expect(released).toMatchObject({ locked: false, alreadyLocked: false });
    const now = ZLoanLockResponseSchema.parse((await t.call('P4', 'POST', '/loanlock', { loanId: A1, value: true })).json());
    expect(now).toMatchObject({ lockedByMe: true, alreadyLocked: false });
  });

  it('refuses another profile id or customer id, and an unknown field', async () => {
    expect((await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: true, profileId: profileIdOf('P4') })).statusCode).toBe(403);
    expect((await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: true, customerId: 'T100004' })).statusCode).toBe(403);
    const res = await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: true, color: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('color');
  });
});

describe('/addOnLock', () => {
  it('try-locks once; while locked a second try is 400 and GET says isLocked', async () => {
    const storeId = (await t.call('P1', 'GET', `/accountdetail?loanId=${A1}`)).json().storeId as number;
    expect((await t.call('P1', 'GET', `/addOnLock?loanId=${A1}`)).json()).toEqual({ loanId: A1, isLocked: false });
    const first = await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId, latitude: 29.76, longitude: -95.37 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ loanId: A1, locked: true });
    const second = await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId });
    expect(second.statusCode).toBe(400);
    expect((await t.call('P1', 'GET', `/addOnLock?loanId=${A1}`)).json()).toEqual({ loanId: A1, isLocked: true });
    expect((await t.call('P4', 'GET', `/addOnLock?loanId=${A1}`)).json()).toEqual({ loanId: A1, isLocked: true });
  });

  it('refuses the co-signer and a store that is not the loan’s', async () => {
    const T1 = loanIdOf('T1');
    const storeId = (await t.call('P2', 'GET', `/accountdetail?loanId=${T1}`)).json().storeId as number;
    expect((await t.call('P4', 'POST', '/addOnLock', { loanId: A1, storeId: 1 })).statusCode).toBe(403);
    const wrongStore = await t.call('P2', 'POST', '/addOnLock', { loanId: T1, storeId: storeId + 1 });
    expect(wrongStore.statusCode).toBe(400);
    expect(wrongStore.json().field).toBe('body.storeId');
  });
});
