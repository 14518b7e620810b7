import { sql } from 'drizzle-orm';
import { char, check, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, timestamptz } from './columns';
import { cards } from './cards';
import { profiles } from './people';

export const DRAW_STATUSES = ['pending', 'posted', 'failed'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/**
 * A draw on a line of credit to a debit card (POST /draw): messageKey is what GET /draw?key= polls.
 * The row is the reservation (a pending draw counts against the available credit); one per
 * (profile, idempotency key). The job pushes the funds to the card with the draw id as the
 * processor's idempotency key and posts the draw to the ledger (a posted cash advance, unique per draw).
 */
export const draws = pgTable(
  'draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageKey: text('message_key').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    loanId: uuid('loan_id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    amountCents: cents('amount_cents').notNull(),
    processorToken: text('processor_token').notNull(),
    cardLast4: char('card_last4', { length: 4 }).notNull(),
    cardType: text('card_type').notNull(),
    status: text('status', { enum: DRAW_STATUSES }).notNull().default('pending'),
    /** the processor's disbursement reference, once paid */
    reference: text('reference'),
    /**
     * when the card was paid: recorded with the reference before the loan system is asked to post the draw (the saga's
     * first step, decision 068), the posting's instant from then on
     */
    paidAt: timestamptz('paid_at'),
    error: text('error'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    unique('draws_profile_idempotency_key').on(t.profileId, t.idempotencyKey),
    uniqueIndex('draws_one_pending_per_loan')
      .on(t.loanId)
      .where(sql`${t.status} = 'pending'`),
    check('draws_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
