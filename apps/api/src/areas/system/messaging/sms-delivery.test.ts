/**
 * SMS and voice through the HTTP provider interface (SMS_URL): a reset code requested through the API is
 * POSTed as JSON with the URL's credentials as Basic authorization; a provider error is retried with the
 * same idempotency key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import { codeOf } from '../../../integrations/messaging/dev-routes';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { startSmsProvider, until } from './messaging-test-kit';

const SMS_ACCOUNT = { user: 'sms-account', password: 'SmsProviderKey2026' };

let provider: Awaited<ReturnType<typeof startSmsProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startSmsProvider([503, 200]);
  t = await buildTestApp({
    SMS_URL: provider.url(`${SMS_ACCOUNT.user}:${SMS_ACCOUNT.password}`),
    MESSAGE_RETRY_SECONDS: '0.5',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const newest = async () =>
  (await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

describe('SMS over HTTP (SMS_URL)', () => {
  it('posts the code as JSON, retries a provider error with the same idempotency key, and marks the row sent', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/resetpassword',
          payload: { username: '312 555 0101' },
        })
      ).statusCode,
    ).toBe(200);
    const row = await newest();
    const [failed, accepted] = [
      await until(() => provider.requests[0]),
      await until(() => provider.requests[1]),
    ];

    for (const request of [failed, accepted]) {
      expect(request.json).toEqual({
        id: `outbox-${row.id}-${row.createdAt.getTime()}`,
        channel: 'sms',
        to: '3125550101',
        body: row.body,
        template: 'passwordResetCode',
      });
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from(`${SMS_ACCOUNT.user}:${SMS_ACCOUNT.password}`).toString('base64')}`,
      );
    }
    expect(codeOf(String(accepted.json.body))).toMatch(/^\d{6}$/);
    expect(accepted.headers['idempotency-key']).toBe(failed.headers['idempotency-key']);
    const sent = await until(async () =>
      (await newest()).status === 'sent' ? newest() : undefined,
    );
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: 'SMS provider answered HTTP 503',
    });
  }, 20_000);

  it('sends a spoken code through the same provider as a voice message', async () => {
    const before = provider.requests.length;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/resetpassword',
          payload: { username: '3125550101', voice: true },
        })
      ).statusCode,
    ).toBe(200);
    const request = await until(() => provider.requests[before]);
    expect(request.json).toMatchObject({
      channel: 'voice',
      to: '3125550101',
      body: expect.stringMatching(/^Your verification code is \d \d \d \d \d \d\./),
    });
    const row = await newest();
    await until(async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.id, row.id)))[0]?.status === 'sent'
        ? true
        : undefined,
    );
  });
});
