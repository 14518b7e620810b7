/**
 * The API with LOAN_SYSTEMS_URL (decision 065): its loan reads come from the loan-systems service over HTTP, not from
 * the ledger tables of its own database, which hold nothing (buildTestApp empties them, as in a real deployment). A
 * payment posted in the service only shows in the API's answer; her brands, her appointment's loan number and a
 * day's reminders are picked from the service's loans (auto-pay's charges: auto-pay-over-http.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAccountsResponseSchema,
  ZAppointmentSlotsResponseSchema,
  ZReferralStatsResponseSchema,
  ZDevReminderRunResponseSchema,
  ZScheduleAppointmentResponseSchema,
  ZScheduledAppointmentsResponseSchema,
  ZUserAttributesResponseSchema,
} from '@lender/contract';
import { addCalendarDays } from '@lender/domain';
import { customers, loans } from '../../../db/schema';
import { customerIdOf, loanIdOf, profileIdOf, UNLINKED_HANK_CUSTOMER_ID } from '../../../db/seed';
import { businessDateOf } from '../../../db/loan-payoff';
import { buildTestApp, testConfig, type TestApp } from '../../../testing/build-test-app';
import {
  startLoanSystemsService,
  type RunningLoanSystemsService,
} from '../../../testing/loan-systems-service';
import { signIn } from '../../../testing/sign-in';
import { bearer, latestCode, trustedSessionOf } from '../../../areas/identity/test-kit';
import { createHttpLoanSystems } from './http-adapter';

let loanSystems: RunningLoanSystemsService;
let url: string;
let t: TestApp;
beforeAll(async () => {
  loanSystems = await startLoanSystemsService();
  url = loanSystems.url;
  t = await buildTestApp({ LOAN_SYSTEMS_URL: url });
});
afterAll(async () => {
  await t?.close();
  await loanSystems?.close();
});

describe('the API over the loan-systems service', () => {
  it('answers a borrower’s loans from the service', async () => {
    const A1 = loanIdOf('A1');
    const { headers } = await signIn(t.app, 'ana.tlxe@example.com');
    const payoffOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/accounts?brandName=inl',
        headers,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { loans: { loanId: string; payoffAmountCents: number }[] };
      return body.loans.find((loan) => loan.loanId === A1)!.payoffAmountCents;
    };
    const before = await payoffOf();
    const now = new Date();
    const posted = await createHttpLoanSystems({ url, timeoutMs: 2_000 })
      .adapter('TLXe')
      .postPayment({
        paymentId: randomUUID(),
        loanId: A1,
        amountCents: 1_234,
        confirmationNumber: 'C-OVER-HTTP',
        postedOn: businessDateOf(now),
        now,
      });
    expect(posted.payoffCents).toBe(before - 1_234);
    expect(await payoffOf()).toBe(posted.payoffCents);
  });
});

describe('the API whose own database holds no loans', () => {
  const A1 = loanIdOf('A1');
  const inService = () => loanSystems.database.db;
  const a1DueOn = (dueDate: string) =>
    inService().update(loans).set({ dueDate }).where(eq(loans.id, A1));
  const a1Number = async () => (await inService().select().from(loans).where(eq(loans.id, A1)))[0]!;
  const run = async (path: string, on: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dev/${path}/run`,
      payload: { on },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };

  it('has no copy of them', async () => {
    expect(await t.database.db.select({ id: loans.id }).from(loans)).toEqual([]);
  });

  it('gives a borrower the brands of the loans the service holds', async () => {
    const { headers } = await signIn(t.app, 'ben.multi@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/userAttributes', headers });
    expect(ZUserAttributesResponseSchema.parse(res.json()).brands).toEqual(['inl', 'tmx']);
  });

  it('books an appointment on her loan and lists it with the loan number the service holds', async () => {
    const { headers } = await signIn(t.app, 'ana.tlxe@example.com');
    const { loanNumber } = await a1Number();
    const day = new Date(Date.now() + 2 * 86_400_000);
    while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1); // a Wednesday: every store open
    const date = day.toISOString().slice(0, 10);
    const slots = ZAppointmentSlotsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/appointmentslots?storeId=101&date=${date}&timeZone=America%2FChicago`,
        })
      ).json(),
    );
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/schedappointment',
      headers,
      payload: {
        storeId: 101,
        loanHdr: loanNumber,
        appointmentDate: slots.slots[0]!.appointmentDate,
        timeZone: 'America/Chicago',
        appointmentType: 'payment',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { appointment } = ZScheduleAppointmentResponseSchema.parse(booked.json());
    expect(appointment).toMatchObject({ loanId: A1, loanHdr: loanNumber });
    const listed = ZScheduledAppointmentsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/schedappointment', headers })).json(),
    );
    expect(listed.appointments.find((a) => a.id === appointment.id)?.loanHdr).toBe(loanNumber);
  });

  it('links a customer record the service holds and the app has no copy of, and lists its loan', async () => {
    // in a deployment the app holds a customer's record only once it is linked (decision 076)
    await t.database.db.delete(customers).where(eq(customers.id, UNLINKED_HANK_CUSTOMER_ID));
    const { headers } = await signIn(t.app, 'hank.new@example.com');
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      headers,
      payload: {
        phoneNumber: '3125550188',
        dateOfBirth: '19850412',
        ssn: '123-45-6789',
        loanId: '20341-001',
        cognitoUserId: profileIdOf('P8'),
      },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const [copy] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, UNLINKED_HANK_CUSTOMER_ID));
    const [theirs] = await inService()
      .select()
      .from(customers)
      .where(eq(customers.id, UNLINKED_HANK_CUSTOMER_ID));
    expect(copy).toMatchObject({
      tlxeCustomerId: theirs!.tlxeCustomerId,
      mdmId: theirs!.mdmId,
      firstName: 'Hank',
      ssnEncrypted: null,
      profileId: profileIdOf('P8'),
    });
    // signed in again, his session carries the record: the service's loan is his
    const again = await signIn(t.app, 'hank.new@example.com');
    const accounts = ZAccountsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/accounts?brandName=inl',
          headers: again.headers,
        })
      ).json(),
    );
    expect(accounts.loans.map((loan) => loan.lmsId)).toContain('20341-001');
  });

  it('records her change of address and phone in the service, and in the app’s copy', async () => {
    const { headers } = await signIn(t.app, 'ana.tlxe@example.com');
    const homeAddress = { line1: '12 Birch Ave', city: 'Houston', state: 'TX', zip: '77002' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customerinfo',
      headers,
      payload: { customer: { phoneNumber: '7135550142', homeAddress } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const inBoth = (db: typeof t.database.db) =>
      db
        .select({ phone: customers.phone, address: customers.address })
        .from(customers)
        .where(eq(customers.id, customerIdOf('P1')));
    expect(await inBoth(inService())).toEqual([{ phone: '7135550142', address: homeAddress }]);
    expect(await inBoth(t.database.db)).toEqual([{ phone: '7135550142', address: homeAddress }]);
  });

  it('gives the service his new sign-in email once he verifies it, as the record’s contact', async () => {
    const { accessToken } = await trustedSessionOf(t.app, 'frank.appraisal@example.com');
    const call = (method: 'POST' | 'PUT', payload: object) =>
      t.app.inject({ method, url: '/api/updateUser', headers: bearer(accessToken), payload });
    expect((await call('POST', { newAlias: 'frank.over-http@example.com' })).statusCode).toBe(200);
    const code = await latestCode(t.app, 'frank.over-http@example.com');
    expect((await call('PUT', { code })).statusCode).toBe(200);
    const emailOf = async (db: typeof t.database.db) =>
      (
        await db
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, customerIdOf('P6')))
      )[0]?.email;
    expect(await emailOf(inService())).toBe('frank.over-http@example.com');
    expect(await emailOf(t.database.db)).toBe('frank.over-http@example.com');
  });

  it('credits a referrer once the service funds her friend’s first loan (the sandbox’s store counter)', async () => {
    const gina = (await signIn(t.app, 'gina.referral@example.com')).headers;
    const balance = async () =>
      ZReferralStatsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/referralStats', headers: gina })).json(),
      ).currentBalanceCents;
    const before = await balance();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/registerUser',
      payload: {
        username: 'nora.referred@example.com',
        password: 'DemoPass2026',
        referralCode: 'GINA50',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const funded = await t.app.inject({
      method: 'POST',
      url: '/api/dev/fundedLoans',
      payload: { username: 'nora.referred@example.com', firstName: 'Nora', lastName: 'Referred' },
    });
    expect(funded.statusCode, funded.body).toBe(201);
    const { loanId } = funded.json() as { loanId: string };
    // the loan is the service's: none in the app's database
    expect(
      await inService().select({ id: loans.id }).from(loans).where(eq(loans.id, loanId)),
    ).toHaveLength(1);
    expect(await t.database.db.select({ id: loans.id }).from(loans)).toEqual([]);
    expect(await balance()).toBe(before + 5_000);
    expect(await balance()).toBe(before + 5_000);
  });

  it('reminds her of a loan the service has due, once', async () => {
    const on = '2027-04-07';
    await a1DueOn(addCalendarDays(on, testConfig().reminderDaysBefore));
    const { loanNumber } = await a1Number();
    const sent = async () =>
      ZDevReminderRunResponseSchema.parse(await run('reminders', on)).sent.filter(
        (s) => s.loanNumber === loanNumber,
      );
    expect((await sent()).length).toBeGreaterThan(0);
    expect(await sent()).toEqual([]);
  });
});
