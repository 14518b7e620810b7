import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, timestamptz } from './columns';
import { profiles } from './people';
import { stores } from './stores';

/**
 * A profile's referral enrolment. The balance is the sum of its ledger rows less what a pending
 * cash-out is paying out. The link is built from the app's origin and the short code when read.
 * The payee fields are what a non-customer gives before a cash-out (a customer's come from the record).
 */
export const referralAccounts = pgTable('referral_accounts', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id),
  shortCode: text('short_code').notNull().unique(),
  amountPerShareCents: cents('amount_per_share_cents').notNull().default(5000),
  peopleSignedUp: integer('people_signed_up').notNull().default(0),
  codesScanned: integer('codes_scanned').notNull().default(0),
  payeeFirstName: text('payee_first_name'),
  payeeLastName: text('payee_last_name'),
  payeeZip: text('payee_zip'),
  createdAt: createdAt(),
});

/** A person who registered with a referrer's code; decided once: credited, or not (and why). */
export const referralSignups = pgTable(
  'referral_signups',
  {
    referredProfileId: uuid('referred_profile_id')
      .primaryKey()
      .references(() => profiles.id),
    referrerProfileId: uuid('referrer_profile_id')
      .notNull()
      .references(() => referralAccounts.profileId),
    createdAt: createdAt(),
    outcome: text('outcome', { enum: ['credited', 'selfReferral'] }),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('referral_signups_undecided_idx')
      .on(t.createdAt)
      .where(sql`${t.outcome} is null`),
  ],
);

/**
 * Payouts of a referral balance to a debit card (spec §4 payout order). At most one pending per
 * profile (the reservation); the processor's token and display data only, never a card number.
 */
export const referralCashOuts = pgTable(
  'referral_cash_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageKey: text('message_key').notNull().unique(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => referralAccounts.profileId),
    amountCents: cents('amount_cents').notNull(),
    /** the hosted form's transactionUuid the request named: one cash-out per form (a resubmit answers the same key) */
    formTransactionUuid: uuid('form_transaction_uuid').notNull().unique(),
    processorToken: text('processor_token').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardType: text('card_type').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'declined'] })
      .notNull()
      .default('pending'),
    reference: text('reference'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('referral_cash_outs_one_pending')
      .on(t.profileId)
      .where(sql`${t.status} = 'pending'`),
    check('referral_cash_outs_amount_positive', sql`${t.amountCents} > 0`),
    check('referral_cash_outs_last4_digits', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Referral balance history: +credit (signup, once per referred person) / −debit (cashOut, once per payout). */
export const referralLedger = pgTable(
  'referral_ledger',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => referralAccounts.profileId),
    amountCents: cents('amount_cents').notNull(),
    kind: text('kind', { enum: ['signup', 'cashOut'] }).notNull(),
    description: text('description').notNull(),
    /** a signup credit: who (first name only shown); unique, so a person never credits twice */
    referredProfileId: uuid('referred_profile_id')
      .unique()
      .references(() => profiles.id),
    referredFirstName: text('referred_first_name'),
    /** a cash-out debit: its payout; unique, so a payout never debits twice */
    cashOutId: uuid('cash_out_id')
      .unique()
      .references(() => referralCashOuts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_ledger_profile_id_idx').on(t.profileId),
    check(
      'referral_ledger_sign',
      sql`(${t.kind} = 'signup' and ${t.amountCents} > 0) or (${t.kind} = 'cashOut' and ${t.amountCents} < 0)`,
    ),
  ],
);

/** POST /referralShare: what was shared, how and by whom (spec §7). */
export const referralShares = pgTable(
  'referral_shares',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => referralAccounts.profileId),
    source: text('source').notNull(),
    customerName: text('customer_name'),
    email: text('email'),
    phone: text('phone'),
    storeId: integer('store_id').references(() => stores.id),
    storeName: text('store_name'),
    createdAt: createdAt(),
  },
  (t) => [index('referral_shares_profile_id_idx').on(t.profileId)],
);
