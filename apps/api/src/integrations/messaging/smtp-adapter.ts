/**
 * The email adapter: nodemailer over SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS from the first
 * byte; nodemailer upgrades smtp:// with STARTTLS when the server offers it). One connection per message.
 * Each message carries a Message-ID derived from its outbox row, the same on every attempt (decision 009).
 * The timeouts keep one attempt well inside the dispatcher's claim lease. nodemailer's own logger stays off
 * (it would print the conversation, the AUTH exchange included).
 */
import nodemailer from 'nodemailer';
import type { DeliveryAdapter } from './delivery-adapter';
import { messageIdOf } from './delivery-ids';

export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
  dnsTimeout: 15_000,
} as const;

/** The domain of a sender ("Name <no-reply@example.com>" → example.com), for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createSmtpAdapter({
  url,
  from,
}: {
  url: string;
  from: () => Promise<string>;
}): DeliveryAdapter {
  const transport = nodemailer.createTransport({
    url,
    ...SMTP_TIMEOUTS,
    logger: false,
    debug: false,
  });
  return {
    name: 'smtp',
    async deliver(message) {
      const sender = await from();
      await transport.sendMail({
        from: sender,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
        messageId: messageIdOf(message, senderDomain(sender)),
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
  };
}
