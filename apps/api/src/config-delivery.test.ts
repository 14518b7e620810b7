// What the server sends its messages through: the push service (decision 020, its hosts: decision 046) and the
// email and text sandboxes or the configured SMTP / SMS services.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig: delivery', () => {
  it('pushes with configured VAPID keys in production, not at all without, and never half-configured (decision 020)', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
    };
    const vapid = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig(production)).toMatchObject({
      pushService: 'off',
      vapid: undefined,
      reminderDaysBefore: 3,
      reminderSchedule: true,
    });
    expect(
      loadConfig({
        ...production,
        ...vapid,
        VAPID_SUBJECT: 'mailto:ops@example.com',
        REMINDER_DAYS_BEFORE: '5',
      }),
    ).toMatchObject({
      pushService: 'web-push',
      vapid: {
        ...{ publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY },
        subject: 'mailto:ops@example.com',
      },
      reminderDaysBefore: 5,
    });
    expect(() => loadConfig({ ...production, ...vapid })).toThrow(
      /VAPID_SUBJECT: is required in production/,
    );
    expect(() => loadConfig({ ...production, PUSH_SERVICE: 'web-push' })).toThrow(
      /VAPID_PUBLIC_KEY: is required in production/,
    );
    expect(() => loadConfig({ ...production, PUSH_SERVICE: 'sandbox' })).toThrow(
      /PUSH_SERVICE: sandbox is for development only/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: is required with the other VAPID key/,
    );
    expect(() => loadConfig({ REMINDER_DAYS_BEFORE: '30' })).toThrow(/REMINDER_DAYS_BEFORE/);
    expect(loadConfig({})).toMatchObject({ pushService: 'sandbox', vapid: undefined });
  });

  it('sends pushes only to the known push services unless PUSH_ENDPOINT_HOSTS says otherwise (decision 046)', () => {
    expect(loadConfig({}).pushEndpointHosts).toEqual([
      'fcm.googleapis.com',
      'jmt17.google.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(
      loadConfig({ PUSH_ENDPOINT_HOSTS: 'FCM.googleapis.com, *.push.example.com' })
        .pushEndpointHosts,
    ).toEqual(['fcm.googleapis.com', '*.push.example.com']);
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: '*' }).pushEndpointHosts).toEqual(['*']);
    for (const bad of [' , ', 'localhost', 'https://fcm.googleapis.com', '*.com*', '10.0.0.1/8'])
      expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: bad }), bad).toThrow(/PUSH_ENDPOINT_HOSTS/);
  });

  it('delivers messages through the sandboxes unless SMTP_URL / SMS_URL are set, retrying 8 times from 5 s by default', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      smtpFrom: undefined,
      smsUrl: undefined,
      messageRetry: { maxAttempts: 8, baseSeconds: 5, maxSeconds: 900 },
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:relay-pass@mail.example.com:465',
      SMTP_FROM: 'Instant Loan <no-reply@example.com>',
      SMS_URL: 'https://sms.example.com/v1/messages',
      MESSAGE_MAX_ATTEMPTS: '3',
      MESSAGE_RETRY_SECONDS: '0.5',
      MESSAGE_RETRY_MAX_SECONDS: '60',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:relay-pass@mail.example.com:465',
      smtpFrom: 'Instant Loan <no-reply@example.com>',
      smsUrl: 'https://sms.example.com/v1/messages',
      messageRetry: { maxAttempts: 3, baseSeconds: 0.5, maxSeconds: 60 },
    });
  });

  it('refuses a messaging URL of another scheme, naming the key but never its value (it may hold a password)', () => {
    let caught: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://mailer:relay-pass@mail.example.com',
        SMS_URL: 'ftp://sms.example.com',
        MESSAGE_MAX_ATTEMPTS: '0',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const key of ['SMTP_URL', 'SMS_URL', 'MESSAGE_MAX_ATTEMPTS'])
      expect(message).toContain(key);
    expect(message).not.toContain('relay-pass');
  });
});
