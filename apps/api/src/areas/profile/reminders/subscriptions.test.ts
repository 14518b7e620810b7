// Push subscriptions and reminder settings (spec §4 Notifications, decision 020): who may subscribe which endpoint, the
// days before, and what a server without a push service answers.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ZErrorResponseSchema,
  ZReminderSettingsResponseSchema,
  ZVapidKeyResponseSchema,
} from '@lender/contract';
import { buildTestApp } from '../../../testing/build-test-app';
import { bearer, trustedSessionOf } from '../../identity/test-kit';
import { ANA, BEN, subscription, useRemindersApp } from './test-kit';

const reminders = useRemindersApp();
const { a1DueOn, call, dns } = reminders;

describe('subscriptions and settings', () => {
  beforeEach(() => a1DueOn('2027-03-04'));

  it('gives the VAPID public key (generated once outside production) to a signed-in user only', async () => {
    const first = ZVapidKeyResponseSchema.parse(
      (await call(ANA, 'GET', '/reminders/vapidPublicKey')).json(),
    );
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call(BEN, 'GET', '/reminders/vapidPublicKey')).json()).toEqual(first);
    expect(
      (await reminders.t.app.inject({ method: 'GET', url: '/api/reminders/vapidPublicKey' }))
        .statusCode,
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
