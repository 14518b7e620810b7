/**
 * A payment's posting step (decision 068): recorded before the loan system is asked, with the key and the body it is
 * asked with, so a job resumed after a crash or a lost answer asks again with the same key and the same body — never
 * a second posting under a new key. `answeredAt` is set when the payment's row took the answer (posted, or failed
 * and voided); a posting recorded and not answered is what the recovery asks again (`resumes` names each try). The
 * app's own record of a posting: its date and what it did are read here, not from the loan system's tables.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { payments } from './payments';

export const PAYMENT_POSTING_OPERATIONS = ['postPayment', 'postRefinance'] as const;

export const paymentPostings = pgTable(
  'payment_postings',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    loanSystem: text('loan_system', { enum: ['NLS', 'TLXe'] }).notNull(),
    operation: text('operation', { enum: PAYMENT_POSTING_OPERATIONS }).notNull(),
    /** the posting as sent on the wire (wire/postings.ts), instants as ISO strings */
    body: jsonb('body').notNull(),
    recordedAt: timestamptz('recorded_at').notNull(),
    /** the last time a run asked the loan system (the recovery waits past it) */
    triedAt: timestamptz('tried_at').notNull(),
    resumes: integer('resumes').notNull().default(0),
    answeredAt: timestamptz('answered_at'),
    /** the answer's word that the posting reinstated an out-for-repossession loan (its receipt says so); null: not posted */
    reinstated: boolean('reinstated'),
  },
  (t) => [
    // the recovery's scan every 30 s (steps asked and not answered): the few in flight, not every posting ever made
    // (decision 084)
    index('payment_postings_unanswered_idx')
      .on(t.triedAt)
      .where(sql`${t.answeredAt} is null`),
  ],
);
