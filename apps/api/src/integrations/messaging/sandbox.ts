/**
 * The messaging sandbox (DESIGN.md §7): every message is written to the outbox table and, outside
 * production, printed to the log so a person trying the app can read their codes. In production the
 * log line names only the channel, template and outbox id.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MessagingPort, OutgoingMessage } from './port';

export interface SandboxMessagingOptions {
  db: DbOrTx;
  clock: Clock;
  log: FastifyBaseLogger;
  /** print the message text to the log (outside production only) */
  printMessages: boolean;
}

export function createSandboxMessaging({ db, clock, log, printMessages }: SandboxMessagingOptions): MessagingPort {
  return {
    async send(message: OutgoingMessage) {
      const now = clock();
      const [row] = await db
        .insert(outbox)
        .values({ channel: message.channel, recipient: message.to, subject: message.subject ?? null, body: message.body, template: message.template, createdAt: now, sentAt: now })
        .returning({ id: outbox.id });
      const summary = { outboxId: row?.id, channel: message.channel, template: message.template };
      if (printMessages) log.info({ outbox: { ...summary, to: message.to, text: message.body } }, `outbox: ${message.channel} to ${message.to}: ${message.body}`);
      else log.info(summary, 'message sent');
    },
  };
}

/** The sandbox's messages, newest first (the dev outbox page and API). */
export function createOutboxReader(db: DbOrTx) {
  return {
    async list({ to, limit }: { to?: string; limit: number }) {
      const query = db.select().from(outbox);
      const filtered = to ? query.where(eq(outbox.recipient, to)) : query;
      return filtered.orderBy(desc(outbox.id)).limit(limit);
    },
  };
}

export type OutboxReader = ReturnType<typeof createOutboxReader>;
