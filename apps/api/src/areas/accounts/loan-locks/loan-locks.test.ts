import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoanLockListResponseSchema, ZLoanLockResponseSchema } from '@lender/contract';
import { eq } from 'drizzle-orm';
import { loanLocks } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { signIn } from '../../../testing/sign-in';
import { accountsTestApp, type AccountsTestApp } from '../accounts/accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P4', 'P2'])));
afterAll(() => t.close());
const A1 = loanIdOf('A1');

describe('/loanlock alternate-party lockout', () => {
  it('lets P1 take A1’s lock, blocks the co-signer P4 with alreadyLocked and the holder’s name, then frees it', async () => {
    const taken = ZLoanLockResponseSchema.parse(
      (
        await t.call('P1', 'POST', '/loanlock', {
          loanId: A1,
          value: true,
          lockType: 'alternateParty',
          profileId: profileIdOf('P1'),
          customerId: 'T100001',
        })
      ).json(),
    );
    expect(taken).toMatchObject({ locked: true, lockedByMe: true, alreadyLocked: false });
    const blocked = ZLoanLockResponseSchema.parse(
      (
        await t.call('P4', 'POST', '/loanlock', {
          loanId: A1,
          value: true,
          profileId: profileIdOf('P4'),
        })
      ).json(),
    );
    expect(blocked).toMatchObject({
      locked: true,
      lockedByMe: false,
      alreadyLocked: true,
      lockedByName: 'Ana',
    });
    const listed = ZLoanLockListResponseSchema.parse(
      (
        await t.call(
          'P4',
          'GET',
          `/loanlock?loanIds=${A1}&profileId=${profileIdOf('P4')}&lockType=alternateParty`,
        )
      ).json(),
    );
    expect(listed.locks[0]).toMatchObject({ loanId: A1, locked: true, lockedByName: 'Ana' });
    const released = ZLoanLockResponseSchema.parse(
      (await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: false, delete: true })).json(),
    );
    expect(released).toMatchObject({ locked: false, alreadyLocked: false });
    const now = ZLoanLockResponseSchema.parse(
      (await t.call('P4', 'POST', '/loanlock', { loanId: A1, value: true })).json(),
    );
    expect(now).toMatchObject({ lockedByMe: true, alreadyLocked: false });
  });

  it('refuses another profile id or customer id, and an unknown field', async () => {
    expect(
      (
        await t.call('P1', 'POST', '/loanlock', {
          loanId: A1,
          value: true,
          profileId: profileIdOf('P4'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: true, customerId: 'T100004' }))
        .statusCode,
    ).toBe(403);
    const res = await t.call('P1', 'POST', '/loanlock', { loanId: A1, value: true, color: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('color');
  });
});

const HOUSTON = { latitude: 29.76, longitude: -95.37 };
const CHICAGO = { latitude: 41.88, longitude: -87.63 };
const setSettings = (overrides: Record<string, unknown>) =>
  t.app
    .inject({ method: 'PUT', url: '/api/dev/configsettings', payload: { overrides } })
    .then((res) => expect(res.statusCode, res.body).toBe(200));

describe('/addOnLock', () => {
  const storeOfA1 = async () =>
    (await t.call('P1', 'GET', `/accountdetail?loanId=${A1}`)).json().storeId as number;
  const release = () => t.database.db.delete(loanLocks).where(eq(loanLocks.loanId, A1));

  it('try-locks for the session; the same session renews it; another session, even the same borrower’s, gets 400 AddOnLocked', async () => {
    const storeId = await storeOfA1();
    expect((await t.call('P1', 'GET', `/addOnLock?loanId=${A1}`)).json()).toEqual({
      loanId: A1,
      isLocked: false,
    });
    const first = await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId, ...HOUSTON });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ loanId: A1, locked: true });
    expect(
      (await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId, ...HOUSTON })).statusCode,
    ).toBe(200);
    const elsewhere = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/addOnLock',
      headers: elsewhere,
      payload: { loanId: A1, storeId, ...HOUSTON },
    });
    expect([second.statusCode, second.json().errorCode]).toEqual([400, 'AddOnLocked']);
    expect((await t.call('P1', 'GET', `/addOnLock?loanId=${A1}`)).json()).toEqual({
      loanId: A1,
      isLocked: true,
    });
    expect((await t.call('P4', 'GET', `/addOnLock?loanId=${A1}`)).json()).toEqual({
      loanId: A1,
      isLocked: true,
    });
    await release();
  });

  it('refuses the co-signer and a store that is not the loan’s', async () => {
    const T1 = loanIdOf('T1');
    const storeId = (await t.call('P2', 'GET', `/accountdetail?loanId=${T1}`)).json()
      .storeId as number;
    expect((await t.call('P4', 'POST', '/addOnLock', { loanId: A1, storeId: 1 })).statusCode).toBe(
      403,
    );
    const wrongStore = await t.call('P2', 'POST', '/addOnLock', {
      loanId: T1,
      storeId: storeId + 1,
    });
    expect(wrongStore.statusCode).toBe(400);
    expect(wrongStore.json().field).toBe('body.storeId');
    const half = await t.call('P2', 'POST', '/addOnLock', { loanId: T1, storeId, latitude: 41.88 });
    expect([half.statusCode, half.json().field]).toEqual([400, 'body.longitude']);
  });

  describe('the location check (GPS flags for add-on, all on by default)', () => {
    it('refuses a position outside the store’s state (422, not “locked”) and no position while forced, taking no lock', async () => {
      const storeId = await storeOfA1();
      const away = await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId, ...CHICAGO });
      expect([away.statusCode, away.json().errorCode, away.json().message]).toEqual([
        422,
        'OutOfStoreState',
        'You must be located in the same state as your store to continue.',
      ]);
      const none = await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId });
      expect([none.statusCode, none.json().errorCode]).toEqual([422, 'LocationRequired']);
      expect((await t.call('P1', 'GET', `/addOnLock?loanId=${A1}`)).json()).toEqual({
        loanId: A1,
        isLocked: false,
      });
    });

    it('goes on without a position when not forced, and checks nothing when the check is off', async () => {
      const storeId = await storeOfA1();
      await setSettings({ gpsForceAddOn: false });
      expect((await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId })).statusCode).toBe(
        200,
      );
      expect(
        (await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId, ...CHICAGO })).json()
          .errorCode,
      ).toBe('OutOfStoreState');
      await release();
      await setSettings({ gpsCheckAddOn: false });
      expect(
        (await t.call('P1', 'POST', '/addOnLock', { loanId: A1, storeId, ...CHICAGO })).statusCode,
      ).toBe(200);
      await release();
      await setSettings({ gpsCheckAddOn: true, gpsForceAddOn: true });
    });
  });
});
