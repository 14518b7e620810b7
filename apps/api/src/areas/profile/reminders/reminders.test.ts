import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ZDevPushesResponseSchema,
  ZDevReminderRunResponseSchema,
  ZErrorResponseSchema,
  ZReminderPushPayloadSchema,
  ZReminderSettingsResponseSchema,
  ZVapidKeyResponseSchema,
} from '@lender/contract';
import { addCalendarDays } from '@lender/domain';
import { customers, loans, outbox, pushSubscriptions, sentReminders } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { sandboxResolveHost } from '../../../integrations/dns';
import { systemClock } from '../../../lib/clock';
import { noMetrics } from '../../../operations/metrics/port';
import {
  buildTestApp,
  logCapture,
  testConfig,
  type TestApp,
} from '../../../testing/build-test-app';
import { bearer, trustedSessionOf } from '../../identity/test-kit';
import { dueDateRemindersJob } from './job';
import { testLoanSystems } from '../../../testing/loan-systems';

let t: TestApp;
const tokens = new Map<string, string>();
/** DNS as the tests set it (decision 046): a name given here resolves to these addresses, any other as the sandbox's */
const dns = new Map<string, string[]>();
const logs = logCapture();
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      logStream: logs.stream,
      resolveHost: async (host) => dns.get(host) ?? sandboxResolveHost(host),
    },
  );
});
afterAll(async () => t.close());

const ANA = 'ana.tlxe@example.com';
const BEN = 'ben.multi@example.com';
const A1 = loanIdOf('A1');

async function tokenOf(email: string) {
  if (!tokens.has(email)) tokens.set(email, (await trustedSessionOf(t.app, email)).accessToken);
  return tokens.get(email)!;
}
const call = async (
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(await tokenOf(email)), 'accept-language': language },
    payload,
  });

const subscription = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  expirationTime: null,
  keys: { p256dh: `BP256dh-key-of-${name}`, auth: `auth-of-${name}` },
});

/** A1 due on `dueDate`; Ana's subscriptions and A1's reminders cleared. */
async function a1DueOn(dueDate: string) {
  const db = t.database.db;
  await db.update(loans).set({ dueDate }).where(eq(loans.id, A1));
  await db.delete(sentReminders).where(eq(sentReminders.loanId, A1));
  const [ana] = await db
    .select({ profileId: customers.profileId })
    .from(customers)
    .innerJoin(loans, eq(loans.customerId, customers.id))
    .where(eq(loans.id, A1));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.profileId, ana!.profileId!));
}

async function runPass(on: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dev/reminders/run',
    payload: { on },
  });
  expect(response.statusCode).toBe(200);
  return ZDevReminderRunResponseSchema.parse(response.json()).sent.filter(
    (s) => s.loanNumber === a1Number,
  );
}

async function pushesTo(endpoint: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/pushes?endpoint=${encodeURIComponent(endpoint)}`,
  });
  return ZDevPushesResponseSchema.parse(response.json()).pushes.map((p) =>
    ZReminderPushPayloadSchema.parse(JSON.parse(p.payload)),
  );
}

// in the order they were written: PostgreSQL returns rows of an unordered select in any order
const remindersInOutbox = () =>
  t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.template, 'dueDateReminder'))
    .orderBy(asc(outbox.id));

let a1Number: string;
beforeAll(async () => {
  const [row] = await t.database.db
    .select({ loanNumber: loans.loanNumber })
    .from(loans)
    .where(eq(loans.id, A1));
  a1Number = row!.loanNumber;
});

describe('subscriptions and settings', () => {
  beforeEach(() => a1DueOn('2027-03-04'));

  it('gives the VAPID public key (generated once outside production) to a signed-in user only', async () => {
    const first = ZVapidKeyResponseSchema.parse(
      (await call(ANA, 'GET', '/reminders/vapidPublicKey')).json(),
    );
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call(BEN, 'GET', '/reminders/vapidPublicKey')).json()).toEqual(first);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reminders/vapidPublicKey' })).statusCode,
    ).toBe(401);
  });

  it('turns push on for this device and off again; the fallback is the communication preference', async () => {
    const sub = subscription('ana-phone');
    const before = ZReminderSettingsResponseSchema.parse(
      (
        await call(ANA, 'GET', `/reminders/settings?endpoint=${encodeURIComponent(sub.endpoint)}`)
      ).json(),
    );
    expect(before).toEqual({ push: false, thisDevice: false, daysBefore: 3, fallback: 'both' });
    expect((await call(ANA, 'POST', '/reminders/subscriptions', sub)).json()).toEqual({
      push: true,
      thisDevice: true,
      daysBefore: 3,
      fallback: 'both',
    });
    expect(
      (
        await call(ANA, 'GET', `/reminders/settings?endpoint=${encodeURIComponent(sub.endpoint)}`)
      ).json(),
    ).toMatchObject({ push: true, thisDevice: true });
    expect(
      (await call(ANA, 'DELETE', '/reminders/subscriptions', { endpoint: sub.endpoint })).json(),
    ).toMatchObject({ push: false, thisDevice: false });
  });

  it('never lets another profile see or remove a subscription', async () => {
    const sub = subscription('ana-tablet');
    await call(ANA, 'POST', '/reminders/subscriptions', sub);
    expect(
      (
        await call(BEN, 'GET', `/reminders/settings?endpoint=${encodeURIComponent(sub.endpoint)}`)
      ).json(),
    ).toMatchObject({ push: false, thisDevice: false });
    const refused = await call(
      BEN,
      'DELETE',
      '/reminders/subscriptions',
      { endpoint: sub.endpoint },
      'es',
    );
    expect(refused.statusCode).toBe(404);
    expect(ZErrorResponseSchema.parse(refused.json())).toMatchObject({
      field: 'body.endpoint',
      message: 'Este dispositivo no recibe recordatorios en este perfil.',
    });
    expect(
      (
        await call(ANA, 'GET', `/reminders/settings?endpoint=${encodeURIComponent(sub.endpoint)}`)
      ).json(),
    ).toMatchObject({ push: true, thisDevice: true });
  });

  it('refuses a subscription that is not an https push endpoint with its keys, naming the field', async () => {
    const bad = await call(ANA, 'POST', '/reminders/subscriptions', {
      ...subscription('x'),
      endpoint: 'http://fcm.googleapis.com/fcm/send/x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'body.endpoint' });
    expect(
      (
        await call(ANA, 'POST', '/reminders/subscriptions', {
          endpoint: 'https://fcm.googleapis.com/fcm/send/y',
          keys: { p256dh: 'BP256dh-key' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(ANA, 'GET', '/reminders/settings')).json()).toMatchObject({ push: false });
  });

  it.each([
    'https://127.0.0.1/push/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/x',
    'https://2130706433/x',
    'https://[::ffff:127.0.0.1]/x',
  ])(
    'refuses a subscription to %s, an inside address, naming the field (decision 046)',
    async (endpoint) => {
      const refused = await call(ANA, 'POST', '/reminders/subscriptions', {
        ...subscription('x'),
        endpoint,
      });
      expect(refused.statusCode).toBe(400);
      expect(ZErrorResponseSchema.parse(refused.json())).toMatchObject({
        field: 'body.endpoint',
        errorCode: 'pushEndpoint.privateAddress',
      });
      expect((await call(ANA, 'GET', '/reminders/settings')).json()).toMatchObject({ push: false });
    },
  );

  it('refuses a host that is no push service, and a push service’s name that resolves to a private address', async () => {
    const other = await call(
      ANA,
      'POST',
      '/reminders/subscriptions',
      { ...subscription('x'), endpoint: 'https://push.example.com/send/x' },
      'es',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      field: 'body.endpoint',
      errorCode: 'pushEndpoint.notPushService',
      message: expect.stringContaining('No podemos enviar recordatorios') as string,
    });
    dns.set('web.push.apple.com', ['17.188.143.186', '10.20.30.40']);
    try {
      const inside = await call(ANA, 'POST', '/reminders/subscriptions', {
        ...subscription('x'),
        endpoint: 'https://web.push.apple.com/QGx-inside',
      });
      expect(inside.statusCode).toBe(400);
      expect(inside.json()).toMatchObject({
        field: 'body.endpoint',
        errorCode: 'pushEndpoint.privateAddress',
      });
    } finally {
      dns.delete('web.push.apple.com');
    }
    expect((await call(ANA, 'GET', '/reminders/settings')).json()).toMatchObject({ push: false });
  });

  it('keeps the days before from 1 to 14 (the domain rule), refusing others in the reader’s language', async () => {
    const refused = await call(ANA, 'PUT', '/reminders/settings', { daysBefore: 20 }, 'es');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'body.daysBefore',
      errorCode: 'reminders.daysBeforeRange',
      message: 'Elija de 1 a 14 días antes de la fecha de vencimiento.',
    });
    expect((await call(ANA, 'PUT', '/reminders/settings', { daysBefore: 5 })).json()).toMatchObject(
      { daysBefore: 5 },
    );
    expect((await call(ANA, 'PUT', '/reminders/settings', { daysBefore: 3 })).json()).toMatchObject(
      { daysBefore: 3 },
    );
  });
});

describe('the reminder pass', () => {
  it('pushes to a subscribed borrower N days before the due date, in her language, once per due date', async () => {
    await a1DueOn('2027-04-10');
    const sub = subscription('ana-es');
    await call(ANA, 'POST', '/reminders/subscriptions', sub, 'es');
    expect(await runPass('2027-04-06')).toEqual([]);
    expect(await runPass('2027-04-07')).toEqual([
      { loanNumber: a1Number, dueDate: '2027-04-10', channel: 'push' },
    ]);
    expect(await runPass('2027-04-07')).toEqual([]);
    const [payload, ...more] = await pushesTo(sub.endpoint);
    expect(more).toEqual([]);
    expect(payload).toEqual({
      title: expect.stringContaining('Pago con vencimiento el') as string,
      body: expect.stringContaining(`préstamo ${a1Number} vence el`) as string,
      url: `/inl/Accounts/${A1}`,
      tag: `reminder-${A1}-2027-04-10`,
    });
  });

  it('the daily job run twice sends one reminder, and records the day as done', async () => {
    await a1DueOn('2027-05-10');
    const sub = subscription('ana-job');
    await call(ANA, 'POST', '/reminders/subscriptions', sub);
    const handler = dueDateRemindersJob.createHandler({
      config: testConfig(),
      database: t.database,
      loans: testLoanSystems(t.database.db),
      clock: systemClock,
      log: t.app.log,
      queue: t.app.jobs,
      metrics: noMetrics,
    });
    const attempt = { retryCount: 0, retryLimit: 5, final: false };
    await handler({ on: '2027-05-07' }, attempt);
    await handler({ on: '2027-05-07' }, attempt);
    const pushes = await pushesTo(sub.endpoint);
    expect(pushes.map((p) => p.title)).toEqual([expect.stringContaining('Payment due') as string]);
    const claims = await t.database.db
      .select()
      .from(sentReminders)
      .where(eq(sentReminders.loanId, A1));
    expect(claims).toMatchObject([
      { dueDate: '2027-05-10', channel: 'push', sentOn: '2027-05-07', delivered: true },
    ]);
  });

  it('pushes again a reminder whose pass crashed after its claim (same tag: the browser shows one notification)', async () => {
    await a1DueOn('2027-05-20');
    const sub = subscription('ana-crash');
    await call(ANA, 'POST', '/reminders/subscriptions', sub);
    await t.database.db.insert(sentReminders).values({
      loanId: A1,
      dueDate: '2027-05-20',
      channel: 'push',
      sentOn: '2027-05-17',
      delivered: false,
    });
    expect(await runPass('2027-05-17')).toEqual([
      { loanNumber: a1Number, dueDate: '2027-05-20', channel: 'push' },
    ]);
    expect(await runPass('2027-05-17')).toEqual([]);
    expect((await pushesTo(sub.endpoint)).map((p) => p.tag)).toEqual([`reminder-${A1}-2027-05-20`]);
  });

  it('reminds by email and text (her preference: both) when push is off, once', async () => {
    await a1DueOn('2027-06-10');
    const before = (await remindersInOutbox()).length;
    expect(await runPass('2027-06-07')).toEqual([
      { loanNumber: a1Number, dueDate: '2027-06-10', channel: 'email' },
      { loanNumber: a1Number, dueDate: '2027-06-10', channel: 'sms' },
    ]);
    expect(await runPass('2027-06-07')).toEqual([]);
    const sent = (await remindersInOutbox()).slice(before).filter((m) => m.body.includes(a1Number));
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', ANA],
      ['sms', '3125550101'],
    ]);
    expect(sent[0]).toMatchObject({
      subject: expect.stringContaining('payment due') as string,
      body: expect.stringContaining(`/inl/Accounts/${A1}`) as string,
    });
  });

  it('reminds by email only when her preference is email', async () => {
    await a1DueOn('2027-07-10');
    const [loan] = await t.database.db
      .select({ customerId: loans.customerId })
      .from(loans)
      .where(eq(loans.id, A1));
    await t.database.db
      .update(customers)
      .set({ communicationPreference: 0 })
      .where(eq(customers.id, loan!.customerId));
    try {
      expect(await runPass('2027-07-07')).toEqual([
        { loanNumber: a1Number, dueDate: '2027-07-10', channel: 'email' },
      ]);
      expect((await call(ANA, 'GET', '/reminders/settings')).json()).toMatchObject({
        fallback: 'email',
      });
    } finally {
      await t.database.db
        .update(customers)
        .set({ communicationPreference: 2 })
        .where(eq(customers.id, loan!.customerId));
    }
  });

  it('deletes a subscription the push service calls gone (410) and falls back to her preference', async () => {
    await a1DueOn('2027-08-10');
    const gone = {
      ...subscription('x'),
      endpoint: 'https://fcm.googleapis.com/gone/ana-old-phone',
    };
    await call(ANA, 'POST', '/reminders/subscriptions', gone);
    expect((await runPass('2027-08-07')).map((s) => s.channel)).toEqual(['email', 'sms']);
    expect((await call(ANA, 'GET', '/reminders/settings')).json()).toMatchObject({ push: false });
    expect(await runPass('2027-08-07')).toEqual([]);
  });

  it('reminds by her preference when the push service fails, keeping the subscription (no later pass would push it)', async () => {
    await a1DueOn('2027-08-24');
    const down = { ...subscription('x'), endpoint: 'https://fcm.googleapis.com/down/ana-phone' };
    await call(ANA, 'POST', '/reminders/subscriptions', down);
    expect((await runPass('2027-08-21')).map((s) => s.channel)).toEqual(['email', 'sms']);
    expect(
      (
        await call(ANA, 'GET', `/reminders/settings?endpoint=${encodeURIComponent(down.endpoint)}`)
      ).json(),
    ).toMatchObject({ push: true, thisDevice: true });
    expect(await runPass('2027-08-21')).toEqual([]);
  });

  it('does not push to a name that now resolves to a private address: skipped, kept, reminded by her preference, logged by host only', async () => {
    await a1DueOn('2027-08-28');
    const sub = {
      ...subscription('x'),
      endpoint: 'https://wns2-bn3p.notify.windows.com/w/?token=ana-capability-token',
    };
    expect((await call(ANA, 'POST', '/reminders/subscriptions', sub)).statusCode).toBe(200);
    dns.set('wns2-bn3p.notify.windows.com', ['169.254.169.254']);
    try {
      expect((await runPass('2027-08-25')).map((s) => s.channel)).toEqual(['email', 'sms']);
    } finally {
      dns.delete('wns2-bn3p.notify.windows.com');
    }
    expect(await pushesTo(sub.endpoint)).toEqual([]);
    expect(
      (
        await call(ANA, 'GET', `/reminders/settings?endpoint=${encodeURIComponent(sub.endpoint)}`)
      ).json(),
    ).toMatchObject({ push: true, thisDevice: true });
    const warned = logs.lines.filter((line) => line.msg === 'reminder push failed');
    expect(warned.at(-1)).toMatchObject({
      reason: 'endpoint skipped (pushEndpoint.privateAddress, host wns2-bn3p.notify.windows.com)',
    });
    expect(logs.raw.join('\n')).not.toContain('ana-capability-token');
  });

  it('drops a stored subscription to an inside address without posting to it (a row from before the check)', async () => {
    await a1DueOn('2027-08-30');
    const [ana] = await t.database.db
      .select({ profileId: customers.profileId })
      .from(customers)
      .innerJoin(loans, eq(loans.customerId, customers.id))
      .where(eq(loans.id, A1));
    const endpoint = 'https://169.254.169.254/latest/meta-data/iam/security-credentials/role';
    await t.database.db.insert(pushSubscriptions).values({
      profileId: ana!.profileId!,
      endpoint,
      p256dh: 'BP256dh-key-old',
      auth: 'auth-old',
    });
    expect((await runPass('2027-08-27')).map((s) => s.channel)).toEqual(['email', 'sms']);
    expect(await pushesTo(endpoint)).toEqual([]);
    expect((await call(ANA, 'GET', '/reminders/settings')).json()).toMatchObject({ push: false });
    expect(logs.raw.join('\n')).not.toContain('security-credentials');
  });

  it('reminds nothing for a paid-off loan, and uses her own days-before setting', async () => {
    await a1DueOn('2027-09-10');
    await t.database.db.update(loans).set({ status: 3 }).where(eq(loans.id, A1));
    try {
      expect(await runPass('2027-09-07')).toEqual([]);
    } finally {
      await t.database.db.update(loans).set({ status: 12 }).where(eq(loans.id, A1));
    }
    await call(ANA, 'PUT', '/reminders/settings', { daysBefore: 7 });
    try {
      expect(await runPass('2027-09-07')).toEqual([]);
      expect((await runPass(addCalendarDays('2027-09-10', -7))).map((s) => s.channel)).toEqual([
        'email',
        'sms',
      ]);
    } finally {
      await call(ANA, 'PUT', '/reminders/settings', { daysBefore: 3 });
    }
  });

  it('the dev trigger answers only outside production and on this machine', async () => {
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/dev/reminders/run',
      payload: {},
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('the dev trigger refuses a day PostgreSQL has no date for (year 0000) with a 400 naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/reminders/run',
      payload: { on: '0000-02-29' },
    });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      field: 'body.on',
      message: 'body.on: must be a date from 1900 to 2999',
    });
  });
});

describe('without a push service (production without VAPID keys: PUSH_SERVICE=off)', () => {
  it('answers that notifications are not available, and takes no subscription', async () => {
    const off = await buildTestApp({ PUSH_SERVICE: 'off' });
    try {
      const { accessToken } = await trustedSessionOf(off.app, ANA);
      const headers = { ...bearer(accessToken), 'accept-language': 'en' };
      const key = await off.app.inject({
        method: 'GET',
        url: '/api/reminders/vapidPublicKey',
        headers,
      });
      expect(key.statusCode).toBe(404);
      expect(key.json()).toMatchObject({ errorCode: 'reminders.pushUnavailable' });
      expect(
        (
          await off.app.inject({
            method: 'POST',
            url: '/api/reminders/subscriptions',
            headers,
            payload: subscription('off'),
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await off.app.inject({ method: 'GET', url: '/api/reminders/settings', headers })).json(),
      ).toMatchObject({ push: false, fallback: 'both' });
    } finally {
      await off.close();
    }
  });
});
