import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZNextBusinessDateResponseSchema,
  ZPaymentRemoteStateResponseSchema,
} from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { guestSignIn, signInEach } from '../../../testing/sign-in';

const EMAILS = {
  P1: 'ana.tlxe@example.com',
  P2: 'ben.multi@example.com',
  P4: 'dev.cosigner@example.com',
  P8: 'hank.new@example.com',
} as const;
type Who = keyof typeof EMAILS;

let now = new Date('2026-03-04T16:00:00Z');
let t: TestApp;
const headers = new Map<Who, { authorization: string }>();
async function signInAll() {
  await signInEach(t.app, EMAILS, headers);
}
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now });
  await signInAll();
});
afterAll(() => t.close());

const getState = (auth: { authorization: string } | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/paymentRemoteState', headers: auth });
const postState = (auth: { authorization: string } | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/paymentRemoteState', headers: auth, payload });
const businessDate = (auth: { authorization: string } | undefined, lmsId: string) =>
  t.app.inject({ method: 'GET', url: `/api/nextBusinessDate?lmsId=${lmsId}`, headers: auth });

/** A guest session from a signed link to the loan (profile of its borrower). */
const guestHeaders = async (persona: 'P1' | 'P2', loan: 'A1' | 'T1') =>
  (await guestSignIn(t.app, profileIdOf(persona), loanIdOf(loan), now)).headers;

describe('GET/POST /paymentRemoteState', () => {
  const state = 'eyJwYXltZW50QW1vdW50IjoiNTAuMDAifQ==';
  const route = `/inl/Accounts/${loanIdOf('A1')}/Payment/ReviewPayment`;

  it('starts empty, round-trips the state and route, and an empty state clears it', async () => {
    expect(
      ZPaymentRemoteStateResponseSchema.parse((await getState(headers.get('P1'))).json()),
    ).toEqual({ state: null, route: null });
    const saved = await postState(headers.get('P1'), {
      username: 'ana.tlxe@example.com',
      state,
      route,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ state, route });
    expect(
      ZPaymentRemoteStateResponseSchema.parse((await getState(headers.get('P1'))).json()),
    ).toEqual({ state, route });
    // the phone username in any common form is the same person; a later save replaces the state
    expect(
      (
        await postState(headers.get('P1'), {
          username: '(312) 555-0101',
          state: `${state}x`,
          route,
        })
      ).json(),
    ).toEqual({ state: `${state}x`, route });
    expect((await getState(headers.get('P2'))).json()).toEqual({ state: null, route: null });
    expect(
      (
        await postState(headers.get('P1'), {
          username: 'ANA.TLXE@example.com',
          state: '',
          route: '',
        })
      ).json(),
    ).toEqual({ state: null, route: null });
    expect((await getState(headers.get('P1'))).json()).toEqual({ state: null, route: null });
  });

  it('refuses another user’s username (403), an oversized state (400) and no session (401)', async () => {
    expect(
      (await postState(headers.get('P1'), { username: 'ben.multi@example.com', state, route }))
        .statusCode,
    ).toBe(403);
    expect(
      (await postState(headers.get('P1'), { username: '312-555-0102', state: '', route: '' }))
        .statusCode,
    ).toBe(403);
    expect((await getState(headers.get('P2'))).json()).toEqual({ state: null, route: null });
    const huge = await postState(headers.get('P1'), {
      username: 'ana.tlxe@example.com',
      state: 'x'.repeat(20_001),
      route,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('state');
    expect((await getState(undefined)).statusCode).toBe(401);
    expect(
      (await postState(undefined, { username: 'ana.tlxe@example.com', state, route })).statusCode,
    ).toBe(401);
  });

  it('a guest of P1’s link reaches only a state inside its loan, and leaves P1’s other state alone', async () => {
    const otherRoute = `/inl/Accounts/${loanIdOf('S1')}/Payment`;
    await postState(headers.get('P1'), {
      username: 'ana.tlxe@example.com',
      state,
      route: otherRoute,
    });
    const guest = await guestHeaders('P1', 'A1');
    expect((await getState(guest)).json()).toEqual({ state: null, route: null });
    expect(
      (await postState(guest, { username: 'ana.tlxe@example.com', state: '', route: '' }))
        .statusCode,
    ).toBe(200);
    expect((await getState(headers.get('P1'))).json()).toEqual({ state, route: otherRoute });
    expect(
      (await postState(guest, { username: 'ana.tlxe@example.com', state, route: otherRoute }))
        .statusCode,
    ).toBe(403);
    expect(
      (await postState(guest, { username: 'ana.tlxe@example.com', state: 'guest', route })).json(),
    ).toEqual({ state: 'guest', route });
    expect((await getState(guest)).json()).toEqual({ state: 'guest', route });
    expect(
      (await postState(guest, { username: 'ana.tlxe@example.com', state: '', route: '' })).json(),
    ).toEqual({ state: null, route: null });
    expect((await getState(headers.get('P1'))).json()).toEqual({ state, route: otherRoute });
    await postState(headers.get('P1'), { username: 'ana.tlxe@example.com', state: '', route: '' });
  });

  it('a guest of P1’s link neither reads nor overwrites nor clears P1’s own state on that very loan (finding 7)', async () => {
    await postState(headers.get('P1'), { username: 'ana.tlxe@example.com', state: 'owner', route });
    const guest = await guestHeaders('P1', 'A1');
    expect((await getState(guest)).json()).toEqual({ state: null, route: null });
    expect(
      (await postState(guest, { username: 'ana.tlxe@example.com', state: 'guest', route })).json(),
    ).toEqual({ state: 'guest', route });
    expect((await getState(headers.get('P1'))).json()).toEqual({ state: 'owner', route });
    // another guest session of the same owner (a second link) does not see the first guest's state
    expect((await getState(await guestHeaders('P1', 'A1'))).json()).toEqual({
      state: null,
      route: null,
    });
    expect(
      (await postState(guest, { username: 'ana.tlxe@example.com', state: '', route: '' })).json(),
    ).toEqual({ state: null, route: null });
    expect((await getState(headers.get('P1'))).json()).toEqual({ state: 'owner', route });
    await postState(headers.get('P1'), { username: 'ana.tlxe@example.com', state: '', route: '' });
  });
});

describe('GET /nextBusinessDate', () => {
  it('skips a weekend, and reads today in America/Chicago (not UTC)', async () => {
    now = new Date('2026-03-06T18:00:00Z'); // Friday noon in Chicago
    await signInAll();
    expect(
      ZNextBusinessDateResponseSchema.parse(
        (await businessDate(headers.get('P1'), '10001-001')).json(),
      ),
    ).toEqual({ businessDate: '2026-03-09', postingDate: '2026-03-06' });
    now = new Date('2026-03-06T05:00:00Z'); // Friday in UTC, still Thursday 23:00 in Chicago
    await signInAll();
    expect((await businessDate(headers.get('P1'), '10001-001')).json()).toMatchObject({
      businessDate: '2026-03-06',
    });
  });

  it('gives the posting date of a payment made now: today before the 5:00 PM CT cut-off, else the next business day', async () => {
    now = new Date('2026-11-23T20:00:00Z'); // Monday 2:00 PM in Chicago
    await signInAll();
    expect((await businessDate(headers.get('P1'), '10001-001')).json()).toEqual({
      businessDate: '2026-11-24',
      postingDate: '2026-11-23',
    });
    now = new Date('2026-11-23T23:30:00Z'); // Monday 5:30 PM in Chicago
    await signInAll();
    expect((await businessDate(headers.get('P1'), '10001-001')).json()).toEqual({
      businessDate: '2026-11-24',
      postingDate: '2026-11-24',
    });
  });

  it('skips an observed holiday and the weekend after it', async () => {
    now = new Date('2026-07-02T15:00:00Z'); // Thursday; July 4 2026 is a Saturday, observed Friday July 3
    await signInAll();
    expect((await businessDate(headers.get('P1'), '10001-001')).json()).toMatchObject({
      businessDate: '2026-07-06',
    });
    now = new Date('2026-11-25T15:00:00Z'); // the day before Thanksgiving
    await signInAll();
    expect((await businessDate(headers.get('P2'), '10002-002')).json()).toMatchObject({
      businessDate: '2026-11-27',
    });
  });

  it('answers for the co-signer’s loan and the guest’s one loan; a foreign or unknown lmsId is 404', async () => {
    expect((await businessDate(headers.get('P4'), '10001-001')).statusCode).toBe(200);
    expect((await businessDate(headers.get('P1'), '10002-002')).statusCode).toBe(404);
    expect((await businessDate(headers.get('P1'), '99999-999')).statusCode).toBe(404);
    expect((await businessDate(headers.get('P8'), '20341-001')).statusCode).toBe(404);
    expect((await businessDate(headers.get('P2'), '10002-001')).statusCode).toBe(200);
    const guest = await guestHeaders('P2', 'T1');
    expect((await businessDate(guest, '10002-002')).statusCode).toBe(200);
    expect((await businessDate(guest, '10002-001')).statusCode).toBe(404);
    expect((await businessDate(undefined, '10001-001')).statusCode).toBe(401);
    expect((await businessDate(headers.get('P1'), '')).statusCode).toBe(400);
  });
});
