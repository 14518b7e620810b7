/**
 * Reconciliation (decision 069): once a business day is over, the app's posted payments of that day are compared with
 * the loan systems' postings. Each run is a row; each difference found is a row an operator reads (and marks resolved),
 * kept once per day, payment and kind however often the day is run again.
 */
import { date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { cents, timestamptz } from './columns';

export const reconciliationRuns = pgTable('reconciliation_runs', {
  postedOn: date('posted_on', { mode: 'string' }).primaryKey(),
  ranAt: timestamptz('ran_at').notNull(),
  /** the app's posted payments of the day, and the loan systems' postings */
  ours: integer('ours').notNull(),
  theirs: integer('theirs').notNull(),
  differences: integer('differences').notNull(),
});

export const RECONCILIATION_DIFFERENCE_KINDS = [
  'missingInLoanSystem',
  'notPostedHere',
  'unknownPayment',
  'amountDiffers',
  'reversalDiffers',
] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCE_KINDS)[number];

export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: RECONCILIATION_DIFFERENCE_KINDS }).notNull(),
    /** the app's payment id (a loan system's posting names it); no reference: the payment may be unknown here */
    paymentId: text('payment_id').notNull(),
    loanId: text('loan_id').notNull(),
    ourAmountCents: cents('our_amount_cents'),
    theirAmountCents: cents('their_amount_cents'),
    foundAt: timestamptz('found_at').notNull(),
    /** set by an operator once the difference is put right (see docs/operations.md) */
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    unique('reconciliation_differences_once').on(t.postedOn, t.paymentId, t.kind),
    index('reconciliation_differences_open_idx').on(t.foundAt),
  ],
);
