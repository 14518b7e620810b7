import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/** Bytes as `bytea`: Uint8Array in, Uint8Array out (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The messaging outbox: every email, SMS and voice message is written here first (pending) and delivered by
 * the dispatcher job (areas/system/messaging): claimed (sending, until `claimed_until`), then sent, or after the
 * last failed attempt dead (a dead letter, `last_error` says why). `attempts` counts claims.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms', 'voice'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    template: text('template').notNull(),
    createdAt: createdAt(),
    /** when it was delivered (null until then) */
    sentAt: timestamptz('sent_at'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** when the next attempt is due (the recovery sweep re-queues a pending row overdue by a margin) */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** a claim's lease: a row still sending after it belonged to a worker that died */
    claimedUntil: timestamptz('claimed_until'),
    /** the last failure, without secrets or the message's text */
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient),
    index('outbox_undelivered_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_dead_idx')
      .on(t.id)
      .where(sql`${t.status} = 'dead'`),
    check('outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'dead')`),
  ],
);

/** An email's files (a receipt's PDF), kept with its outbox row until delivery. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbox_attachments_outbox_id_idx').on(t.outboxId)],
);
