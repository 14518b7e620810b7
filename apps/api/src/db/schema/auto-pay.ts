/**
 * Auto-pay's charges (issue 49, decision 056): one claim per loan and due date, unique, written in the transaction
 * that reserves the payment it makes — so two passes, or a pass run again after a crash, charge a due date once.
 */
import { date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { payments } from './payments';
import { profiles } from './people';

/** charged: a payment was made (its status is the payment's); skipped: nothing was charged (paid already, or a rule refused it: `reason`). */
export const AUTO_PAY_CHARGE_OUTCOMES = ['charged', 'skipped'] as const;

export const autoPayCharges = pgTable(
  'auto_pay_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    outcome: text('outcome', { enum: AUTO_PAY_CHARGE_OUTCOMES }).notNull(),
    /** why nothing was charged (an auto-pay rule's or a payment amount rule's code), when skipped */
    reason: text('reason'),
    /** the payment the charge made (null when skipped) */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** when the borrower was told the charge was declined (once) */
    declineNoticeAt: timestamptz('decline_notice_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('auto_pay_charges_loan_due_unique').on(t.loanId, t.dueOn),
    index('auto_pay_charges_payment_id_idx').on(t.paymentId),
  ],
);

/** The days whose auto-pay pass finished. */
export const autoPayRuns = pgTable('auto_pay_runs', {
  runOn: date('run_on', { mode: 'string' }).primaryKey(),
  finishedAt: timestamptz('finished_at').notNull().defaultNow(),
});
