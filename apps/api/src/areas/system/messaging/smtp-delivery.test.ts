/**
 * Email through a real SMTP server started by the test: a password reset code requested through the API
 * arrives with its headers and text, the stable Message-ID of its outbox row, and works; a receipt's PDF
 * survives the outbox as an attachment; production logs name the message but never the SMTP password nor
 * the message's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import { codeOf } from '../../../integrations/messaging/dev-routes';
import { createOutboxMessaging } from '../../../integrations/messaging/outbox-messaging';
import { systemClock } from '../../../lib/clock';
import { buildTestApp, logCapture } from '../../../testing/build-test-app';
import { startSmtpServer, until, type TestSmtpServer } from './messaging-test-kit';

const SMTP_LOGIN = { user: 'relay-user', password: 'SmtpRelayPass2026' };
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'm'.repeat(40),
  DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
};

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_LOGIN);
});
afterAll(async () => smtp.close());

describe('email over SMTP (SMTP_URL)', () => {
  it('delivers a password reset code once, from the brand, with the outbox row’s Message-ID; production logs keep the password and the text out', async () => {
    const capture = logCapture();
    const t = await buildTestApp(
      { ...PRODUCTION, SMTP_URL: smtp.url() },
      { logStream: capture.stream },
    );
    const before = smtp.received.length;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/resetpassword',
          payload: { username: 'ben.multi@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    const mail = await until(() => smtp.received[before]);
    const [row] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);

    expect(mail.from?.value).toEqual([{ name: 'Oak Loans', address: 'no-reply@inl.example.com' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([
      'ben.multi@example.com',
    ]);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.messageId).toBe(`<outbox.${row!.id}.${row!.createdAt.getTime()}@inl.example.com>`);
    const code = codeOf(mail.text ?? '');
    expect(mail.text).toMatch(/^Your verification code is \d{6}\. It expires in \d+ minutes\./);
    expect(code).toBe(codeOf(row!.body));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/confirmpassword',
      payload: { username: 'ben.multi@example.com', code, password: 'BenMailedPass2026' },
    });
    expect(confirmed.statusCode).toBe(200);

    await until(async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.id, row!.id)))[0]?.status ===
      'sent'
        ? true
        : undefined,
    );
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.length).toBe(before + 1);

    const text = capture.raw.join('\n');
    expect(
      capture.lines.some(
        (line) =>
          line.msg === 'message delivered' && line.outboxId === row!.id && line.adapter === 'smtp',
      ),
    ).toBe(true);
    // SMS_URL is unset: production is told that those messages reach nobody
    expect(
      capture.lines.find(
        (line) =>
          typeof line.msg === 'string' &&
          line.msg.startsWith('messages of a channel without a provider'),
      ),
    ).toMatchObject({ level: 40, unset: ['SMS_URL (SMS and voice)'] });
    for (const secret of [
      SMTP_LOGIN.password,
      encodeURIComponent(SMTP_LOGIN.password),
      code!,
      'Your verification code',
    ])
      expect(text).not.toContain(secret);
    await t.close();
  });

  it('sends an email’s attachments as stored with its outbox row, from SMTP_FROM', async () => {
    const t = await buildTestApp({
      SMTP_URL: smtp.url(),
      SMTP_FROM: 'Oak Loans Receipts <receipts@oak.example.org>',
    });
    const pdf = Uint8Array.from({ length: 1024 }, (_, i) => (i * 7) % 256);
    const messaging = createOutboxMessaging({
      db: t.database.db,
      clock: systemClock,
      log: t.app.log,
      jobs: t.app.jobs,
    });
    const before = smtp.received.length;
    await messaging.send({
      channel: 'email',
      to: 'ana.tlxe@example.com',
      template: 'paymentReceipt',
      subject: 'Your payment receipt',
      body: 'Thank you for your payment. Your receipt is attached.',
      attachments: [
        { filename: 'receipt-PAY123.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });
    const mail = await until(() => smtp.received[before]);
    expect(mail.from?.value).toEqual([
      { name: 'Oak Loans Receipts', address: 'receipts@oak.example.org' },
    ]);
    expect(mail.messageId).toMatch(/^<outbox\.\d+\.\d+@oak\.example\.org>$/);
    expect(mail.text?.trim()).toBe('Thank you for your payment. Your receipt is attached.');
    expect(
      mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType })),
    ).toEqual([{ filename: 'receipt-PAY123.pdf', contentType: 'application/pdf' }]);
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(pdf);
    await t.close();
  });
});
