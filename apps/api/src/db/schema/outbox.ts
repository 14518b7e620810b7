import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/** The messaging port's sandbox: every email, SMS and voice message lands here. */
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
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);
