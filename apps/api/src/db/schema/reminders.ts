/** Due-date reminders (issue 15; decision 020): push subscriptions, reminder settings, what was sent, the push sandbox. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { profiles } from './people';

/** A browser's push subscription (PushSubscription.toJSON()), owned by the profile signed in when it was made. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** the push service's URL of this browser: unique, it names the device */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    /** the subscription's auth secret (never logged) */
    auth: text('auth').notNull(),
    /** the trusted device's key of the session that subscribed, when it had one */
    deviceKey: text('device_key'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_profile_id_idx').on(t.profileId)],
);

/** A profile's reminder settings; a profile without a row has the defaults (REMINDER_DAYS_BEFORE, English). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before'),
    /** the language of the app when she last changed her reminders: what the reminders are written in */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'reminder_settings_days_before',
      sql`${t.daysBefore} is null or ${t.daysBefore} between 1 and 14`,
    ),
  ],
);

export const REMINDER_CHANNELS = ['push', 'email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** One row per reminder of a loan's due date by a channel: the claim that makes a reminder happen once. */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: serial('id').primaryKey(),
    /** a loan of the loan systems (no foreign key: a remote loan system's loans are not in this database, 0035) */
    loanId: uuid('loan_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    /** the pass (its day) that sent it */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    /** false while a push is being delivered: a pass that finds it so (a crash) delivers it again */
    delivered: boolean('delivered').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('sent_reminders_loan_due_channel_unique').on(t.loanId, t.dueDate, t.channel)],
);

/** The days whose reminder pass has finished: the daily job runs once per day. */
export const reminderRuns = pgTable('reminder_runs', {
  runOn: date('run_on', { mode: 'string' }).primaryKey(),
  finishedAt: timestamptz('finished_at').notNull().defaultNow(),
});

/** The push sandbox (outside production): every push it was asked to deliver, as plain text. */
export const sandboxPushes = pgTable(
  'sandbox_pushes',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    payload: text('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_pushes_endpoint_idx').on(t.endpoint)],
);
