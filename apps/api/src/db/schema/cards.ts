import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { CARD_TYPES } from '@lender/contract';
import { createdAt, timestamptz } from './columns';
import { customers, profiles } from './people';

export interface CardId {
  type: string;
  id: string;
}

// the contract's card types (the API's answers and the web read the same list)
export { CARD_TYPES };
export type CardType = (typeof CARD_TYPES)[number];

/**
 * Saved payment cards. Only the processor's token and display data are kept (DESIGN.md §6):
 * there is deliberately no column able to hold a full card number or a CVV.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id),
    profileId: uuid('profile_id').references(() => profiles.id),
    processorToken: text('processor_token').notNull().unique(),
    cardIds: jsonb('card_ids').$type<CardId[]>().notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    bin8: char('bin8', { length: 8 }).notNull(),
    cardType: text('card_type', { enum: CARD_TYPES }).notNull(),
    fundingType: text('funding_type', { enum: ['debit', 'credit'] }).notNull(),
    cardholderName: text('cardholder_name').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    canDisburse: boolean('can_disburse').notNull().default(false),
    guestCard: boolean('guest_card').notNull().default(false),
    processorType: integer('processor_type').notNull().default(1),
    removedAt: timestamptz('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_customer_id_idx').on(t.customerId),
    index('cards_profile_id_idx').on(t.profileId),
    check('cards_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('cards_bin8_digits', sql`${t.bin8} ~ '^[0-9]{8}$'`),
    check('cards_expiration_month', sql`${t.expirationMonth} between 1 and 12`),
    check('cards_expiration_year', sql`${t.expirationYear} between 2000 and 2199`),
    check('cards_processor_type', sql`${t.processorType} between 1 and 5`),
  ],
);
