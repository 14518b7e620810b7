import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { cents, createdAt, timestamptz } from './columns';
import { customers } from './people';
import { stores } from './stores';

export interface Collateral {
  year: number;
  make: string;
  model: string;
  vin?: string;
}

export const PRODUCT_TYPES = ['instalment', 'title', 'lineOfCredit', 'shortTerm'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Loans of the built-in ledger; loanNumber is the lmsId shown to users. */
export const loans = pgTable(
  'loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanSystem: text('loan_system', { enum: ['NLS', 'TLXe'] }).notNull(),
    loanNumber: text('loan_number').notNull(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    cosignerCustomerId: uuid('cosigner_customer_id').references(() => customers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    /** Spec §4 numeric status (LoanStatus in @lender/domain). */
    status: integer('status').notNull(),
    /**
     * The booked balance (decision 050): principal, fees, and the interest accrued through `accruedThrough`. The
     * payoff on a date is computed from them (@lender/domain payoffOn): principal + fees + interest + the interest
     * the principal accrued since, at `annualRatePpb`. A posting first books the interest to its own date.
     */
    principalCents: cents('principal_cents').notNull(),
    feesCents: cents('fees_cents').notNull().default(0),
    interestCents: cents('interest_cents').notNull().default(0),
    /** the contract annual rate, parts per billion of the principal per 365 days (36 % = 360,000,000) */
    annualRatePpb: bigint('annual_rate_ppb', { mode: 'number' }).notNull().default(360_000_000),
    /** 'YYYY-MM-DD': the interest in interestCents is accrued through this date */
    accruedThrough: date('accrued_through', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    minimumDueCents: cents('minimum_due_cents').notNull().default(0),
    minimumRequiredCents: cents('minimum_required_cents').notNull().default(0),
    productSwitchAmountDueCents: cents('product_switch_amount_due_cents').notNull().default(0),
    minimumLoanAmountCents: cents('minimum_loan_amount_cents').notNull().default(0),
    /**
     * The scheduled payment per due date. The loan system's history before the app's first posting:
     * every due date before the oldest unpaid one was paid this amount (the ledger's history shows it).
     */
    instalmentCents: cents('instalment_cents').notNull().default(0),
    creditLimitCents: cents('credit_limit_cents'),
    reinstatementCents: cents('reinstatement_cents'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysLate: integer('days_late').notNull().default(0),
    refinanceEligible: boolean('refinance_eligible').notNull().default(false),
    useRefiTerm: boolean('use_refi_term').notNull().default(false),
    partialPayConfirmViewable: boolean('partial_pay_confirm_viewable').notNull().default(false),
    isDisbursementAvailable: boolean('is_disbursement_available').notNull().default(false),
    payable: boolean('payable').notNull().default(true),
    paidOffDate: date('paid_off_date', { mode: 'string' }),
    collateral: jsonb('collateral').$type<Collateral>(),
    suretyBond: boolean('surety_bond').notNull().default(false),
    intentId: text('intent_id'),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    /**
     * A loan made from an appraisal offer whose agreement is not signed yet (decision 025): the loan lists
     * (dashboard, GET /accounts) skip it; cleared once signed. A voided one (Deleted, 10) keeps it and stays hidden.
     */
    awaitingSignature: boolean('awaiting_signature').notNull().default(false),
    /** the app's reference of the request that made the loan ('origination:<id>'): a repeated request finds the loan made */
    originReference: text('origin_reference').unique(),
    /**
     * a renewal's new loan lowered by its declined cash out (withdrawCashOut, decision 057): by how much, and the
     * instant the app gave (reconciliation compares them, decision 077); a loan is lowered once
     */
    cashOutWithdrawnCents: cents('cash_out_withdrawn_cents'),
    cashOutWithdrawnAt: timestamptz('cash_out_withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('loans_system_number_unique').on(t.loanSystem, t.loanNumber),
    index('loans_customer_id_idx').on(t.customerId),
    index('loans_cosigner_customer_id_idx').on(t.cosignerCustomerId),
    check(
      'loans_amounts_non_negative',
      sql`${t.principalCents} >= 0 and ${t.feesCents} >= 0 and ${t.interestCents} >= 0`,
    ),
    check('loans_days_late_non_negative', sql`${t.daysLate} >= 0`),
    check('loans_annual_rate_non_negative', sql`${t.annualRatePpb} >= 0`),
  ],
);

/** Cash advances (draws) on a line of credit; pendingCode 1000 not batched, 1002 batched. */
export const cashAdvances = pgTable(
  'cash_advances',
  {
    id: serial('id').primaryKey(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    amountCents: cents('amount_cents').notNull(),
    pendingCode: integer('pending_code'),
    transactionId: text('transaction_id').notNull().unique(),
    status: text('status', { enum: ['pending', 'cancelled', 'posted'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_advances_loan_id_idx').on(t.loanId),
    check(
      'cash_advances_pending_code',
      sql`${t.pendingCode} is null or ${t.pendingCode} in (1000, 1002)`,
    ),
    check('cash_advances_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
