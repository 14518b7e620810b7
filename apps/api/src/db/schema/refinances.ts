/**
 * Refinances (renewals, issue 13, decision 026): a payment with isRefi pays part of a loan and the rest becomes a new
 * loan. One row per payment; at most one pending per old loan (the partial unique index: a second racing refinance
 * is refused). The posting stores the old loan's columns as they were before it (`old_loan_snapshot`), so a void
 * (POST /cancelrefinance) restores the old loan to the cent. One signed disclosure envelope pays for one refinance.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, timestamptz } from './columns';
import { cards } from './cards';
import { payments } from './payments';
import { profiles } from './people';

export const REFINANCE_STATUSES = ['pending', 'posted', 'failed', 'cancelled'] as const;
export type RefinanceStatus = (typeof REFINANCE_STATUSES)[number];

/**
 * Where a renewal's cash out stands (decision 057): 'pending' until the push job claims it ('pushing'), then 'sent'
 * or 'declined' (the new loan's principal lowered by it); a cancel before the push makes it 'cancelled' (never
 * sent), a cancel after it 'owed' (the amount added back to the restored old loan).
 */
export const CASH_OUT_STATUSES = [
  'pending',
  'pushing',
  'sent',
  'declined',
  'cancelled',
  'owed',
] as const;
export type CashOutStatus = (typeof CASH_OUT_STATUSES)[number];

/** The old loan's columns a refinance posting changes, as they were before it (restored by a void). */
export interface LoanSnapshot {
  status: number;
  principalCents: number;
  interestCents: number;
  feesCents: number;
  /** the date its interest was booked through (decision 050); absent in a snapshot taken before migration 0025 */
  accruedThrough?: string;
  minimumDueCents: number;
  minimumRequiredCents: number;
  productSwitchAmountDueCents: number;
  reinstatementCents: number | null;
  dueDate: string;
  daysLate: number;
  paidOffDate: string | null;
  payable: boolean;
  refinanceEligible: boolean;
  /** the instant of the loan's last change (restored too: a void leaves no trace on the old loan) */
  updatedAt: string;
}

export const refinances = pgTable(
  'refinances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    oldLoanId: uuid('old_loan_id').notNull(),
    newLoanId: uuid('new_loan_id'),
    amountCents: cents('amount_cents').notNull(),
    /** the old loan before the posting (null until posted) */
    oldLoanSnapshot: jsonb('old_loan_snapshot').$type<LoanSnapshot>(),
    /** the business date of the posting, 'YYYY-MM-DD' (a void is allowed that day only) */
    postedOn: date('posted_on', { mode: 'string' }),
    /** the signed refinance disclosure (e-sign envelope): one envelope pays for one refinance */
    disclosureEnvelopeId: uuid('disclosure_envelope_id').notNull().unique(),
    ancillaryProductIds: text('ancillary_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the card the new loan's auto-pay is enrolled with; null: no auto-pay asked */
    autoPayCardId: uuid('auto_pay_card_id').references(() => cards.id),
    /** the money the renewal pays out to the borrower's card (decision 057); 0: none */
    cashOutCents: cents('cash_out_cents').notNull().default(0),
    /** the debit card the cash out is pushed to (null without a cash out) */
    cashOutCardId: uuid('cash_out_card_id').references(() => cards.id),
    cashOutStatus: text('cash_out_status', { enum: CASH_OUT_STATUSES }),
    /** the processor's reference of the push */
    cashOutDisbursementId: text('cash_out_disbursement_id'),
    /** why the push was declined (stored text) */
    cashOutError: text('cash_out_error'),
    cashOutSettledAt: timestamptz('cash_out_settled_at'),
    /**
     * a declined cash out: when the loan system answered its withdrawal from the new loan (asked under the key
     * `renewal-cash-out:<id>:withdraw` with cash_out_settled_at as its instant, decision 068); null while owed
     */
    cashOutWithdrawnAt: timestamptz('cash_out_withdrawn_at'),
    status: text('status', { enum: REFINANCE_STATUSES }).notNull().default('pending'),
    /**
     * a cancel recorded before the loan system is asked to void the renewal (decision 068): the void's instant, and the
     * cash out owed again on the restored loan; the void is asked under `refinance:<paymentId>:void` with them
     */
    voidAskedAt: timestamptz('void_asked_at'),
    voidCashOutOwedCents: cents('void_cash_out_owed_cents'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refinances_one_pending_per_loan')
      .on(t.oldLoanId)
      .where(sql`${t.status} = 'pending'`),
    index('refinances_new_loan_id_idx').on(t.newLoanId),
    check('refinances_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'refinances_cash_out_card',
      sql`(${t.cashOutCents} = 0) = (${t.cashOutCardId} is null and ${t.cashOutStatus} is null)`,
    ),
    index('refinances_cash_out_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.cashOutStatus} in ('pending', 'pushing')`),
  ],
);

/** A loan's auto-pay enrolment (spec §3 Payment state autoPay): one row per loan. */
export const loanAutoPay = pgTable('loan_auto_pay', {
  loanId: uuid('loan_id').primaryKey(),
  profileId: uuid('profile_id')
    .notNull()
    .references(() => profiles.id),
  cardId: uuid('card_id')
    .notNull()
    .references(() => cards.id),
  enrolled: boolean('enrolled').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
