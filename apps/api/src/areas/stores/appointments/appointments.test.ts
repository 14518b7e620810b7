import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_TAKEN_MESSAGE,
  ZAppointmentSlotsResponseSchema,
  ZAppointmentTimesResponseSchema,
  ZScheduleAppointmentResponseSchema,
  ZScheduledAppointmentsResponseSchema,
} from '@lender/contract';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';

let t: TestApp;
let ana: Record<string, string>;
let ben: Record<string, string>;
let devon: Record<string, string>;
let erin: Record<string, string>;

/** A Wednesday at least two days ahead ('YYYY-MM-DD'): every store is open, no slot is in the past. */
function nextWednesday(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const WEDNESDAY = nextWednesday();
const CHICAGO_STORE = 107; // Chicago, IL: America/Chicago, 9:00 AM-7:00 PM
const LA_STORE = 114; // Los Angeles, CA: America/Los_Angeles, 10:00 AM-6:00 PM
const HOUSTON_STORE = 101; // P1's store

beforeAll(async () => {
  t = await buildTestApp();
  const headersOf = async (email: string) => (await signIn(t.app, email)).headers;
  ana = await headersOf('ana.tlxe@example.com');
  ben = await headersOf('ben.multi@example.com');
  devon = await headersOf('dev.cosigner@example.com');
  erin = await headersOf('erin.settle@example.com');
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const slots = async (storeId: number, date = WEDNESDAY, timeZone = 'America/Chicago') =>
  ZAppointmentSlotsResponseSchema.parse(
    (
      await get(
        `/api/appointmentslots?storeId=${storeId}&date=${date}&timeZone=${encodeURIComponent(timeZone)}`,
      )
    ).json(),
  );
const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/schedappointment',
    headers,
    payload: { timeZone: 'America/Chicago', appointmentType: 'general', ...body },
  });

describe('GET /appointmentslots', () => {
  it('lays out 30-minute slots within each store’s hours in the STORE’s time zone', async () => {
    const chicago = await slots(CHICAGO_STORE);
    const la = await slots(LA_STORE);
    expect(chicago).toMatchObject({ storeTimeZone: 'America/Chicago', date: WEDNESDAY });
    expect(la).toMatchObject({ storeTimeZone: 'America/Los_Angeles', date: WEDNESDAY });
    expect(chicago.slots).toHaveLength(20);
    expect(la.slots).toHaveLength(16);
    expect(chicago.slots[0]).toMatchObject({
      storeTime: '09:00',
      localTime: '09:00',
      available: true,
    });
    expect(chicago.slots[0]!.appointmentDate).toMatch(
      new RegExp(`^${WEDNESDAY}T09:00:00-0[56]:00$`),
    );
    expect(la.slots[0]).toMatchObject({ storeTime: '10:00', localTime: '12:00' });
    expect(la.slots[0]!.appointmentDate).toMatch(new RegExp(`^${WEDNESDAY}T10:00:00-0[78]:00$`));
    expect(la.slots.at(-1)!.storeTime).toBe('17:30');
    // the same wall-clock label is a different instant: 10:00 in Los Angeles is 3 hours after 9:00 in Chicago
    expect(
      Date.parse(la.slots[0]!.appointmentDate) - Date.parse(chicago.slots[0]!.appointmentDate),
    ).toBe(3 * 3_600_000);
    expect((await slots(LA_STORE, WEDNESDAY, 'America/Los_Angeles')).slots[0]!.localTime).toBe(
      '10:00',
    );
  });
  it('finds the first open day without a date, has none on Sunday, and refuses a bad time zone', async () => {
    const first = ZAppointmentSlotsResponseSchema.parse(
      (await get(`/api/appointmentslots?storeId=${HOUSTON_STORE}&timeZone=America/Chicago`)).json(),
    );
    expect(first.date).not.toBeNull();
    expect(first.slots.some((s) => s.available)).toBe(true);
    const sunday = new Date(`${WEDNESDAY}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + 4);
    expect((await slots(HOUSTON_STORE, sunday.toISOString().slice(0, 10))).slots).toEqual([]);
    expect(
      (await get(`/api/appointmentslots?storeId=${HOUSTON_STORE}&timeZone=Mars/Olympus`))
        .statusCode,
    ).toBe(400);
    expect((await get('/api/appointmentslots?storeId=9999')).statusCode).toBe(404);
  });
});

describe('GET /appointmentTimes', () => {
  // The window starts today, so what it holds depends on the weekday and the hour: this app's clock is a
  // Monday at 7:00 AM in Los Angeles, before the store opens — ten days from it hold eight weekdays and one
  // Saturday. (On the real clock, a Friday evening's run found five open weekdays where the test wanted six.)
  const MONDAY_7AM_LA = (() => {
    const d = new Date(Date.now() + 2 * 86_400_000);
    while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
    return new Date(`${d.toISOString().slice(0, 10)}T15:00:00Z`);
  })();
  let monday: TestApp;
  beforeAll(async () => {
    monday = await buildTestApp({}, { clock: () => new Date(MONDAY_7AM_LA) });
  });
  afterAll(async () => monday.close());
  const times = async (query: string) =>
    monday.app.inject({ method: 'GET', url: `/api/appointmentTimes?storeId=${LA_STORE}&${query}` });

  it('lists the days with open slots, weekdays only when asked, without sign-in', async () => {
    const res = await times('numberOfDays=10&excludeWeekends=true');
    expect(res.statusCode).toBe(200);
    const body = ZAppointmentTimesResponseSchema.parse(res.json());
    expect(body.timeZone).toBe('America/Los_Angeles');
    expect(body.days.map((d) => d.dayOfWeek)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Mon',
      'Tue',
      'Wed',
    ]);
    expect(body.days[0]).toMatchObject({
      date: MONDAY_7AM_LA.toISOString().slice(0, 10),
      openSlots: 16,
    });
    expect(body.days[0]!.firstSlot).toMatch(/T10:00:00-0[78]:00$/);
    expect(body.days[0]!.lastSlot).toMatch(/T17:30:00-0[78]:00$/);
    const withWeekends = ZAppointmentTimesResponseSchema.parse(
      (await times('numberOfDays=10')).json(),
    );
    expect(withWeekends.days.map((d) => d.dayOfWeek)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Mon',
      'Tue',
      'Wed',
    ]);
    expect((await times('excludeWeekends=maybe')).statusCode).toBe(400);
  });
});

describe('POST /schedappointment', () => {
  it('books the borrower’s slot, closes it, and shows it in their list', async () => {
    const slot = (await slots(HOUSTON_STORE)).slots[2]!;
    const res = await book(ana, {
      storeId: HOUSTON_STORE,
      loanHdr: '10001-001',
      appointmentDate: slot.appointmentDate,
      timeZone: 'America/Los_Angeles',
      appointmentType: 'payment',
    });
    expect(res.statusCode).toBe(200);
    const { appointment } = ZScheduleAppointmentResponseSchema.parse(res.json());
    expect(appointment).toMatchObject({
      storeId: HOUSTON_STORE,
      loanHdr: '10001-001',
      timeZone: 'America/Chicago',
      storeTime: '10:00',
      localTime: '08:00',
      appointmentType: 'payment',
      appointmentDate: slot.appointmentDate,
    });
    expect((await slots(HOUSTON_STORE)).slots[2]!.available).toBe(false);
    const mine = ZScheduledAppointmentsResponseSchema.parse(
      (await get('/api/schedappointment?timeZone=America/New_York', ana)).json(),
    );
    expect(mine.appointments.find((a) => a.id === appointment.id)).toMatchObject({
      localTime: '11:00',
      storeDate: WEDNESDAY,
    });
    const theirs = ZScheduledAppointmentsResponseSchema.parse(
      (await get('/api/schedappointment', erin)).json(),
    );
    expect(theirs.appointments.some((a) => a.id === appointment.id)).toBe(false);
  });
  it('refuses a double booking with 409, and lets exactly one of two concurrent attempts win', async () => {
    const taken = (await slots(HOUSTON_STORE)).slots[2]!;
    const again = await book(ben, {
      storeId: HOUSTON_STORE,
      loanHdr: '10002-002',
      appointmentDate: taken.appointmentDate,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPOINTMENT_TAKEN_MESSAGE);
    const slot = (await slots(LA_STORE)).slots[4]!;
    const results = await Promise.all([
      book(ana, { storeId: LA_STORE, loanHdr: '10001-001', appointmentDate: slot.appointmentDate }),
      book(ben, { storeId: LA_STORE, loanHdr: '10002-002', appointmentDate: slot.appointmentDate }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = ZScheduleAppointmentResponseSchema.parse(
      results.find((r) => r.statusCode === 200)!.json(),
    ).appointment;
    expect(winner).toMatchObject({ timeZone: 'America/Los_Angeles', storeTime: '12:00' });
  });
  it('books only on the caller’s own loans: another persona 404, the co-signer 403, signed out 401', async () => {
    const slot = (await slots(HOUSTON_STORE)).slots[6]!;
    const body = {
      storeId: HOUSTON_STORE,
      loanHdr: '10001-001',
      appointmentDate: slot.appointmentDate,
    };
    expect((await book(erin, body)).statusCode).toBe(404);
    const cosigner = await book(devon, body);
    expect(cosigner.statusCode).toBe(403);
    expect(cosigner.json().message).toBe(
      'Only the borrower can book an appointment for this loan.',
    );
    expect((await book({}, body)).statusCode).toBe(401);
    expect((await slots(HOUSTON_STORE)).slots[6]!.available).toBe(true);
  });
  it('refuses a time that is not an open slot of the store', async () => {
    const base = { storeId: HOUSTON_STORE, loanHdr: '10001-001' };
    const slot = (await slots(HOUSTON_STORE)).slots[8]!.appointmentDate;
    const offGrid = slot.replace(':00:00', ':15:00');
    const beforeOpening = slot.replace(/T\d\d:/, 'T07:');
    for (const appointmentDate of [offGrid, beforeOpening, '2020-01-08T10:00:00-06:00']) {
      const res = await book(ana, { ...base, appointmentDate });
      expect(res.statusCode, appointmentDate).toBe(400);
      expect(res.json().field).toBe('body.appointmentDate');
    }
    expect(
      (await book(ana, { ...base, appointmentDate: slot, appointmentType: 'party' })).statusCode,
    ).toBe(400);
    expect((await book(ana, { ...base, appointmentDate: slot, extra: 1 })).statusCode).toBe(400);
    expect((await book(ana, { ...base, storeId: 9999, appointmentDate: slot })).statusCode).toBe(
      404,
    );
  });
  it('moves the caller’s appointment with its id, freeing the old slot; another’s id is 404', async () => {
    const day = await slots(HOUSTON_STORE);
    const first = ZScheduleAppointmentResponseSchema.parse(
      (
        await book(ana, {
          storeId: HOUSTON_STORE,
          loanHdr: '10001-001',
          appointmentDate: day.slots[10]!.appointmentDate,
        })
      ).json(),
    ).appointment;
    const target = (await slots(CHICAGO_STORE)).slots[10]!;
    const moved = await book(ana, {
      id: first.id,
      oldStoreId: HOUSTON_STORE,
      storeId: CHICAGO_STORE,
      loanHdr: '10001-001',
      appointmentDate: target.appointmentDate,
    });
    expect(moved.statusCode).toBe(200);
    expect(ZScheduleAppointmentResponseSchema.parse(moved.json()).appointment).toMatchObject({
      id: first.id,
      storeId: CHICAGO_STORE,
      storeTime: '14:00',
    });
    expect((await slots(HOUSTON_STORE)).slots[10]!.available).toBe(true);
    expect((await slots(CHICAGO_STORE)).slots[10]!.available).toBe(false);
    const wrongOld = await book(ana, {
      id: first.id,
      oldStoreId: LA_STORE,
      storeId: HOUSTON_STORE,
      loanHdr: '10001-001',
      appointmentDate: day.slots[12]!.appointmentDate,
    });
    expect(wrongOld.json()).toMatchObject({ statusCode: 400, field: 'body.oldStoreId' });
    const stolen = await book(erin, {
      id: first.id,
      storeId: HOUSTON_STORE,
      loanHdr: '10005-001',
      appointmentDate: day.slots[12]!.appointmentDate,
    });
    expect(stolen.statusCode).toBe(404);
  });
  it('GET /schedappointment needs a signed-in user', async () => {
    expect((await get('/api/schedappointment')).statusCode).toBe(401);
  });
});
