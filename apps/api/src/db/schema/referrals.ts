import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { profiles } from './people';

/** A profile's referral enrolment; the balance is the sum of its ledger rows. */
export const referralAccounts = pgTable('referral_accounts', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id),
  shortCode: text('short_code').notNull().unique(),
  referralUrl: text('referral_url').notNull(),
  amountPerShareCents: cents('amount_per_share_cents').notNull().default(5000),
  peopleSignedUp: integer('people_signed_up').notNull().default(0),
  codesScanned: integer('codes_scanned').notNull().default(0),
  createdAt: createdAt(),
});

/** Referral balance history: +credit (signup) / −debit (cashOut). */
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
    createdAt: createdAt(),
  },
  (t) => [index('referral_ledger_profile_id_idx').on(t.profileId)],
);
