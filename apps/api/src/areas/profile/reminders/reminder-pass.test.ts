// The due-date reminder pass (spec §4 Notifications, decision 020): push, email or text by her settings, once per due
// date, through a crash, a gone or failing push service, and a name that resolves inside.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addCalendarDays } from '@lender/domain';
import { customers, loans, pushSubscriptions, sentReminders } from '../../../db/schema';
import { systemClock } from '../../../lib/clock';
import { noMetrics } from '../../../operations/metrics/port';
import { testConfig } from '../../../testing/build-test-app';
import { dueDateRemindersJob } from './job';
import { testLoanSystems } from '../../../testing/loan-systems';
import { A1, ANA, subscription, useRemindersApp } from './test-kit';

const reminders = useRemindersApp();
const { a1DueOn, call, dns, logs, pushesTo, remindersInOutbox, runPass } = reminders;

describe('the reminder pass', () => {
  it('pushes to a subscribed borrower N days before the due date, in her language, once per due date', async () => {
    await a1DueOn('2027-04-10');
    const sub = subscription('ana-es');
    await call(ANA, 'POST', '/reminders/subscriptions', sub, 'es');
    expect(await runPass('2027-04-06')).toEqual([]);
    expect(await runPass('2027-04-07')).toEqual([
      { loanNumber: reminders.a1Number, dueDate: '2027-04-10', channel: 'push' },
    ]);
    expect(await runPass('2027-04-07')).toEqual([]);
    const [payload, ...more] = await pushesTo(sub.endpoint);
    expect(more).toEqual([]);
    expect(payload).toEqual({
      title: expect.stringContaining('Pago con vencimiento el') as string,
      body: expect.stringContaining(`préstamo ${reminders.a1Number} vence el`) as string,
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
      database: reminders.t.database,
      loans: testLoanSystems(reminders.t.database.db),
      clock: systemClock,
      log: reminders.t.app.log,
      queue: reminders.t.app.jobs,
      metrics: noMetrics,
    });
    const attempt = { retryCount: 0, retryLimit: 5, final: false };
    await handler({ on: '2027-05-07' }, attempt);
    await handler({ on: '2027-05-07' }, attempt);
    const pushes = await pushesTo(sub.endpoint);
    expect(pushes.map((p) => p.title)).toEqual([expect.stringContaining('Payment due') as string]);
    const claims = await reminders.t.database.db
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
    await reminders.t.database.db.insert(sentReminders).values({
      loanId: A1,
      dueDate: '2027-05-20',
      channel: 'push',
      sentOn: '2027-05-17',
      delivered: false,
    });
    expect(await runPass('2027-05-17')).toEqual([
      { loanNumber: reminders.a1Number, dueDate: '2027-05-20', channel: 'push' },
    ]);
    expect(await runPass('2027-05-17')).toEqual([]);
    expect((await pushesTo(sub.endpoint)).map((p) => p.tag)).toEqual([`reminder-${A1}-2027-05-20`]);
  });

  it('reminds by email and text (her preference: both) when push is off, once', async () => {
    await a1DueOn('2027-06-10');
    const before = (await remindersInOutbox()).length;
    expect(await runPass('2027-06-07')).toEqual([
      { loanNumber: reminders.a1Number, dueDate: '2027-06-10', channel: 'email' },
      { loanNumber: reminders.a1Number, dueDate: '2027-06-10', channel: 'sms' },
    ]);
    expect(await runPass('2027-06-07')).toEqual([]);
    const sent = (await remindersInOutbox())
      .slice(before)
      .filter((m) => m.body.includes(reminders.a1Number));
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
    const [loan] = await reminders.t.database.db
      .select({ customerId: loans.customerId })
      .from(loans)
      .where(eq(loans.id, A1));
    await reminders.t.database.db
      .update(customers)
      .set({ communicationPreference: 0 })
      .where(eq(customers.id, loan!.customerId));
    try {
      expect(await runPass('2027-07-07')).toEqual([
        { loanNumber: reminders.a1Number, dueDate: '2027-07-10', channel: 'email' },
      ]);
      expect((await call(ANA, 'GET', '/reminders/settings')).json()).toMatchObject({
        fallback: 'email',
      });
    } finally {
      await reminders.t.database.db
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
    const [ana] = await reminders.t.database.db
      .select({ profileId: customers.profileId })
      .from(customers)
      .innerJoin(loans, eq(loans.customerId, customers.id))
      .where(eq(loans.id, A1));
    const endpoint = 'https://169.254.169.254/latest/meta-data/iam/security-credentials/role';
    await reminders.t.database.db.insert(pushSubscriptions).values({
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
    await reminders.t.database.db.update(loans).set({ status: 3 }).where(eq(loans.id, A1));
    try {
      expect(await runPass('2027-09-07')).toEqual([]);
    } finally {
      await reminders.t.database.db.update(loans).set({ status: 12 }).where(eq(loans.id, A1));
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
    const remote = await reminders.t.app.inject({
      method: 'POST',
      url: '/api/dev/reminders/run',
      payload: {},
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('the dev trigger refuses a day PostgreSQL has no date for (year 0000) with a 400 naming it', async () => {
    const response = await reminders.t.app.inject({
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
