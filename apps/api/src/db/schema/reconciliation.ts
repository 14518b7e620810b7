/**
 * Reconciliation (decisions 069, 072): once a business day is over, the app's posted payments and draws of that day are
 * compared with the loan systems' postings and cash advances. Each run is a row; each difference found is a row an operator reads (and marks resolved),
 * kept once per day, payment and kind however often the day is run again.
 */
import { date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { cents, timestamptz } from './columns';

export const reconciliationRuns = pgTable('reconciliation_runs', {
  postedOn: date('posted_on', { mode: 'string' }).primaryKey(),
  ranAt: timestamptz('ran_at').notNull(),
  /** the app's posted payments and draws of the day, and the loan systems' postings and drawn cash advances */
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
  /** a loan made from an appraisal: signed, hidden or voided on one side only (decision 074) */
  'stateDiffers',
] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCE_KINDS)[number];

/**
 * what moved money: a payment (its posting), a draw (its cash advance; decision 072), an origination (the loan made
 * from an appraisal; decision 074), or a renewal's declined cash out (its new loan lowered; decision 077, by the new
 * loan's id)
 */
export const RECONCILED_MOVEMENTS = [
  'payment',
  'draw',
  'origination',
  'cashOutWithdrawal',
] as const;
export type ReconciledMovement = (typeof RECONCILED_MOVEMENTS)[number];

export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: RECONCILIATION_DIFFERENCE_KINDS }).notNull(),
    movement: text('movement', { enum: RECONCILED_MOVEMENTS }).notNull().default('payment'),
    /**
     * the app's id of the movement (a payment's, or a draw's: a loan system's posting names it); no reference: it may be
     * unknown here (kind unknownPayment, for a draw too)
     */
    paymentId: text('payment_id').notNull(),
    loanId: text('loan_id').notNull(),
    ourAmountCents: cents('our_amount_cents'),
    theirAmountCents: cents('their_amount_cents'),
    foundAt: timestamptz('found_at').notNull(),
    /** set by an operator once the difference is put right (see docs/operations.md) */
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    unique('reconciliation_differences_once_per_movement').on(
      t.postedOn,
      t.movement,
      t.paymentId,
      t.kind,
    ),
    index('reconciliation_differences_open_idx').on(t.foundAt),
  ],
);
