/** Referral rewards: stats, history, shares, scans, enrolment, sign-ups by code and their credit (once). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZReferralBalanceHistoryResponseSchema } from '@lender/contract';
import { profileIdOf } from '../../db/seed';
import { customers, identities, profiles, referralLedger, referralSignups } from '../../db/schema';
import { fundLoan, referralsTestApp, stats, type ReferralsTestApp } from './referrals-test-kit';

let t: ReferralsTestApp;
const PASSWORD = 'NewcomerPass1';

beforeAll(async () => {
  t = await referralsTestApp();
});
afterAll(async () => t.close());

const setSettings = (overrides: Record<string, unknown>) =>
  t.call(undefined, 'PUT', '/dev/configsettings', { overrides });
const register = (username: string, referralCode?: string) =>
  t.call(undefined, 'POST', '/registerUser', {
    username,
    password: PASSWORD,
    ...(referralCode ? { referralCode } : {}),
  });

describe('referral stats and history', () => {
  it('shows P7 her $100.00 balance, 2 sign-ups, 5 scans, $50 per share and her link and code', async () => {
    const gina = await t.headers('P7');
    expect(await stats(t, gina)).toEqual({
      peopleSignedUp: 2,
      codesScanned: 5,
      amountPerShare: 50,
      currentBalanceCents: 10_000,
      pendingCashOut: false,
      pendingCashOutCents: 0,
      pendingMessageKey: null,
      referralUrl: 'http://localhost/Refer/GINA50',
      shortCode: 'GINA50',
    });
    const history = ZReferralBalanceHistoryResponseSchema.parse(
      (await t.call(gina, 'GET', '/referralBalanceHistory')).json(),
    );
    expect(history.currentBalanceCents).toBe(10_000);
    expect(history.history.map((h) => [h.kind, h.amountCents])).toEqual([
      ['signup', 5_000],
      ['signup', 5_000],
    ]);
  });

  it('hides the history behind its flag', async () => {
    await setSettings({ referralBalanceHistory: false });
    const res = await t.call(await t.headers('P7'), 'GET', '/referralBalanceHistory');
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'ReferralBalanceHistoryOff']);
    await setSettings({ referralBalanceHistory: true });
  });

  it('gives a TLXe (ecr) customer rewards only while displayRetailReferral is on; an NLS-only customer none', async () => {
    const ana = await t.headers('P1');
    await setSettings({ displayRetailReferral: false });
    const off = await t.call(ana, 'GET', '/referralStats');
    expect([off.statusCode, off.json().errorCode]).toEqual([403, 'ReferralNotEnrolled']);
    await setSettings({ displayRetailReferral: true });
    const on = await stats(t, ana);
    expect(on).toMatchObject({ currentBalanceCents: 0, peopleSignedUp: 0, amountPerShare: 50 });
    expect(on.shortCode).toMatch(/^[A-Z2-9]{6}$/);
    expect((await stats(t, ana)).shortCode).toBe(on.shortCode);
    const carla = await t.call(await t.headers('P3'), 'GET', '/referralStats');
    expect([carla.statusCode, carla.json().errorCode]).toEqual([403, 'ReferralNotEnrolled']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(undefined, 'GET', '/referralStats')).statusCode).toBe(401);
  });
});

describe('enrolment (spec §4: the flag on, not enrolled, not an NLS user)', () => {
  it('refuses an NLS user, a closed programme and a second enrolment, and enrols a non-customer once', async () => {
    const carla = await t.call(await t.headers('P3'), 'POST', '/referralEnrolment');
    expect([carla.statusCode, carla.json().errorCode]).toEqual([
      403,
      'ReferralEnrolmentNotAllowed',
    ]);
    const hank = await t.headers('P8');
    await setSettings({ displayNonCustomerReferral: false });
    const closed = await t.call(hank, 'POST', '/referralEnrolment');
    expect([closed.statusCode, closed.json().message]).toEqual([
      403,
      'Referral rewards are not open to new members right now.',
    ]);
    await setSettings({ displayNonCustomerReferral: true });
    const [first, second] = await Promise.all([
      t.call(hank, 'POST', '/referralEnrolment'),
      t.call(hank, 'POST', '/referralEnrolment'),
    ]);
    const codes = [first, second].map((r) => r.statusCode).sort();
    // a double submit: one enrolment (the second either finds it or is told it is enrolled)
    expect(codes[0]).toBe(201);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, profileIdOf('P8')));
    expect(profile?.nonCustomerRefer).toBe(true);
    const again = await t.call(hank, 'POST', '/referralEnrolment');
    expect([again.statusCode, again.json().errorCode]).toEqual([
      403,
      'ReferralEnrolmentNotAllowed',
    ]);
    expect((await stats(t, hank)).currentBalanceCents).toBe(0);
  });
});

describe('shares and scans', () => {
  it('records a share of her own code; refuses someone else’s and a forged one', async () => {
    const gina = await t.headers('P7');
    const mine = await t.call(gina, 'POST', '/referralShare', {
      shortCode: 'GINA50',
      source: 'copyLink',
    });
    expect([mine.statusCode, mine.json()]).toEqual([201, { recorded: true }]);
    const anas = (await stats(t, await t.headers('P1'))).shortCode;
    const other = await t.call(gina, 'POST', '/referralShare', {
      shortCode: anas,
      source: 'shareSheet',
    });
    expect([other.statusCode, other.json().errorCode, other.json().field]).toEqual([
      403,
      'ReferralCodeNotYours',
      'body.shortCode',
    ]);
    const forged = await t.call(gina, 'POST', '/referralShare', {
      shortCode: 'NOPE99',
      source: 'qrCode',
    });
    expect([forged.statusCode, forged.json().errorCode]).toEqual([404, 'ReferralCodeNotFound']);
    const bad = await t.call(gina, 'POST', '/referralShare', { shortCode: 'gi', source: 'qrCode' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.shortCode']);
  });

  it('counts an opened link without a session and names the referrer; an unknown code is a 404', async () => {
    const before = (await stats(t, await t.headers('P7'))).codesScanned;
    const res = await t.call(undefined, 'POST', '/referralScans', { shortCode: 'GINA50' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { shortCode: 'GINA50', referrerFirstName: null },
    ]);
    expect((await stats(t, await t.headers('P7'))).codesScanned).toBe(before + 1);
    expect(
      (await t.call(undefined, 'POST', '/referralScans', { shortCode: 'NOPE99' })).statusCode,
    ).toBe(404);
  });
});

describe('sign-ups by code and their credit', () => {
  it('refuses a forged code at registration, naming the field, and writes nothing', async () => {
    const res = await register('forged.code@example.com', 'NOPE99');
    expect([res.statusCode, res.json().field, res.json().errorCode]).toEqual([
      422,
      'body.referralCode',
      'ReferralCodeNotFound',
    ]);
    expect((await register('forged.code@example.com')).statusCode).toBe(201);
  });

  it('refuses a registration with one’s own code (an email on the code owner’s record), naming the field', async () => {
    const code = (await stats(t, await t.headers('P1'))).shortCode;
    await t.database.db
      .update(customers)
      .set({ email: 'ana.home@example.com' })
      .where(eq(customers.profileId, profileIdOf('P1')));
    const res = await register('Ana.Home@example.com', code);
    expect([res.statusCode, res.json().errorCode, res.json().field]).toEqual([
      422,
      'SelfReferral',
      'body.referralCode',
    ]);
    const [profile] = await t.database.db
      .select({ n: identities.value })
      .from(identities)
      .where(eq(identities.value, 'ana.home@example.com'));
    expect(profile).toBeUndefined();
  });

  it('credits P7 exactly $50.00 once the referred person’s first loan is funded, with their first name, however often it is read', async () => {
    const gina = await t.headers('P7');
    const before = await stats(t, gina);
    expect((await register('maria.referred@example.com', 'GINA50')).statusCode).toBe(201);
    const signedUp = await stats(t, gina);
    expect(signedUp).toMatchObject({
      peopleSignedUp: before.peopleSignedUp + 1,
      currentBalanceCents: before.currentBalanceCents,
    });
    await fundLoan(t, 'maria.referred@example.com', 'Maria');
    const reads = await Promise.all(Array.from({ length: 10 }, () => stats(t, gina)));
    expect(reads.at(-1)?.currentBalanceCents).toBe(before.currentBalanceCents + 5_000);
    await fundLoan(t, 'maria.referred@example.com', 'Maria');
    expect((await stats(t, gina)).currentBalanceCents).toBe(before.currentBalanceCents + 5_000);
    const history = ZReferralBalanceHistoryResponseSchema.parse(
      (await t.call(gina, 'GET', '/referralBalanceHistory')).json(),
    );
    expect(history.history[0]).toMatchObject({
      kind: 'signup',
      amountCents: 5_000,
      referredFirstName: 'Maria',
    });
    const credits = await t.database.db
      .select()
      .from(referralLedger)
      .where(eq(referralLedger.referredFirstName, 'Maria'));
    expect(credits).toHaveLength(1);
  });

  it('does not credit a self-referral (the borrower is the referrer under a second sign-in)', async () => {
    const ana = await t.headers('P1');
    const code = (await stats(t, ana)).shortCode;
    expect((await register('ana.second@example.com', code)).statusCode).toBe(201);
    const [signup] = await t.database.db
      .select()
      .from(referralSignups)
      .where(eq(referralSignups.referrerProfileId, profileIdOf('P1')));
    if (!signup) throw new Error('no sign-up');
    // the store opens Ana's new loan under her second sign-in, with the phone she is known by
    const { customerId } = await fundLoan(t, 'ana.second@example.com', 'Ana');
    const [anaRecord] = await t.database.db
      .select({ phone: customers.phone })
      .from(customers)
      .where(eq(customers.profileId, profileIdOf('P1')));
    await t.database.db
      .update(customers)
      .set({ phone: anaRecord!.phone })
      .where(eq(customers.id, customerId));
    expect((await stats(t, ana)).currentBalanceCents).toBe(0);
    const [decided] = await t.database.db
      .select()
      .from(referralSignups)
      .where(eq(referralSignups.referredProfileId, signup.referredProfileId));
    expect(decided?.outcome).toBe('selfReferral');
  });
});
