/**
 * An SMTP server that refuses the recipient: the message is retried with exponential backoff, then
 * dead-lettered after MESSAGE_MAX_ATTEMPTS with the server's error (no address, no text, no password), which
 * the dev outbox API and page show to an operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDevOutboxResponseSchema } from '@lender/contract';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import { codeOf } from '../../../integrations/messaging/dev-routes';
import { buildTestApp, logCapture, type TestApp } from '../../../testing/build-test-app';
import { startSmtpServer, until, type TestSmtpServer } from './messaging-test-kit';

const SMTP_LOGIN = { user: 'relay-user', password: 'SmtpRefusingPass2026' };

let smtp: TestSmtpServer;
let t: TestApp;
const capture = logCapture();
beforeAll(async () => {
  smtp = await startSmtpServer({ ...SMTP_LOGIN, rejectRecipients: true });
  t = await buildTestApp(
    { SMTP_URL: smtp.url(), MESSAGE_MAX_ATTEMPTS: '3', MESSAGE_RETRY_SECONDS: '1' },
    { logStream: capture.stream },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a message every attempt fails', () => {
  it('is retried after 1 s, then 2 s, and dead-lettered after the third attempt with the last error', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/resetpassword',
          payload: { username: 'ben.multi@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const dead = await until(async () => {
      const [current] = await t.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
      return current?.status === 'dead' ? current : undefined;
    }, 20_000);

    expect(dead).toMatchObject({ status: 'dead', attempts: 3, sentAt: null });
    expect(smtp.recipientsTried).toHaveLength(3);
    const [first, second, third] = smtp.recipientsTried.map((at) => at.getTime());
    expect(second! - first!).toBeGreaterThanOrEqual(1_000 - 50);
    expect(third! - second!).toBeGreaterThanOrEqual(2_000 - 50);
    expect(smtp.received).toHaveLength(0);

    expect(dead.lastError).toMatch(/550/);
    expect(dead.lastError).toMatch(/Recipient address rejected/);
    for (const leak of [
      'ben.multi',
      codeOf(row!.body)!,
      SMTP_LOGIN.password,
      'Your verification code',
    ])
      expect(dead.lastError).not.toContain(leak);
    const deadLine = capture.lines.find(
      (line) =>
        line.outboxId === row!.id &&
        typeof line.msg === 'string' &&
        line.msg.startsWith('message dead-lettered'),
    );
    expect(deadLine).toMatchObject({
      level: 50,
      attempts: 3,
      template: 'passwordResetCode',
      lastError: dead.lastError,
    });
    expect(
      capture.lines
        .filter(
          (line) => line.outboxId === row!.id && line.msg === 'message delivery failed: retrying',
        )
        .map((line) => line.retryInSeconds),
    ).toEqual([1, 2]);
  }, 30_000);

  it('is listed for an operator on the dev outbox: its status, attempts and error, and the count of dead letters', async () => {
    const api = ZDevOutboxResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?status=dead' })).json(),
    );
    expect(api.deadLetters).toBe(1);
    expect(api.messages).toEqual([
      expect.objectContaining({
        to: 'ben.multi@example.com',
        status: 'dead',
        attempts: 3,
        sentAt: null,
        lastError: expect.stringMatching(/550/),
      }),
    ]);
    expect(
      ZDevOutboxResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?status=sent' })).json(),
      ).messages,
    ).toEqual([]);
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox?status=dead',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('Dead letters: <strong>1</strong>');
    expect(page.body).toMatch(/dead · 3 attempts · last error: [^<]*550/);
  });
});
