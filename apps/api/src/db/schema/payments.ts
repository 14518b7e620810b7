/**
 * Payments (issue 5): the payment requests behind POST /payment (messageKey + idempotency key), their
 * postings to the built-in ledger, the payment remote state, and the card processor sandbox's own
 * tables (hosted-form sessions, token vault, authorizations). No table has a column able to hold a
 * full card number or a CVV: the vault keeps the sandbox's decision, last 4, BIN and expiry only.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { authSessions } from './auth';
import { cents, createdAt, timestamptz } from './columns';
import { CARD_TYPES } from './cards';
import { loans } from './loans';
import { customers, profiles } from './people';

/** What the sandbox processor does with a token, decided once by the test card number (DESIGN.md §7). */
export const PROCESSOR_BEHAVIORS = [
  'approve',
  'decline',
  'insufficientFunds',
  'errorOnce',
  'slow',
] as const;
export type ProcessorBehavior = (typeof PROCESSOR_BEHAVIORS)[number];

/** A hosted card-form session (GET /cardFormKey): the bridge token is its transactionUuid. */
export const processorCardForms = pgTable(
  'processor_card_forms',
  {
    transactionUuid: uuid('transaction_uuid').primaryKey().defaultRandom(),
    transactionType: text('transaction_type').notNull(),
    origin: text('origin').notNull(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** the vault token once the form was submitted */
    token: text('token'),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('processor_card_forms_profile_id_idx').on(t.profileId)],
);

/** The sandbox processor's token vault. */
export const processorVault = pgTable(
  'processor_vault',
  {
    token: text('token').primaryKey(),
    behavior: text('behavior', { enum: PROCESSOR_BEHAVIORS }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    bin8: char('bin8', { length: 8 }).notNull(),
    cardType: text('card_type', { enum: CARD_TYPES }).notNull(),
    fundingType: text('funding_type', { enum: ['debit', 'credit'] }).notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('processor_vault_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('processor_vault_bin8_digits', sql`${t.bin8} ~ '^[0-9]{8}$'`),
  ],
);

export const AUTHORIZATION_STATUSES = ['approved', 'declined', 'error'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/** Sandbox authorizations: one row per idempotency key, so a retried authorization never charges twice. */
export const processorAuthorizations = pgTable('processor_authorizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status', { enum: AUTHORIZATION_STATUSES }).notNull(),
  declineReason: text('decline_reason'),
  attempts: integer('attempts').notNull().default(1),
  /** an approved authorization released by a void (idempotent: set once) */
  voidedAt: timestamptz('voided_at'),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The sandbox processor's push-to-card disbursements (funds sent to a debit card), one per idempotency
 * key: the same key again is the same disbursement.
 */
export const processorDisbursements = pgTable('processor_disbursements', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status', { enum: AUTHORIZATION_STATUSES }).notNull(),
  declineReason: text('decline_reason'),
  attempts: integer('attempts').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const PAYMENT_STATUSES = ['pending', 'authorized', 'posted', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYER_ROLES = ['borrower', 'alternate', 'guest'] as const;
export type PayerRole = (typeof PAYER_ROLES)[number];

/** A payment request (POST /payment): messageKey is what GET /payment?key= polls. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageKey: text('message_key').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    /** the paying customer record (null for a guest payer) */
    customerId: uuid('customer_id').references(() => customers.id),
    payerRole: text('payer_role', { enum: PAYER_ROLES }).notNull(),
    /** the guest session (signed link) that made it: only that session reaches it; null for a signed-in user */
    guestSessionId: uuid('guest_session_id').references(() => authSessions.id, {
      onDelete: 'set null',
    }),
    loanId: uuid('loan_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    paymentType: integer('payment_type').notNull(),
    isPayoff: boolean('is_payoff').notNull().default(false),
    isPartial: boolean('is_partial').notNull().default(false),
    processorToken: text('processor_token').notNull(),
    cardLast4: char('card_last4', { length: 4 }).notNull(),
    cardType: text('card_type').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    /** the guest card to remove once the payment succeeded (not marked for saving) */
    removeCardId: uuid('remove_card_id'),
    receiptEmail: text('receipt_email'),
    receiptPhone: text('receipt_phone'),
    /** the language of the request that paid (en/es): the receipt the job sends is in it (issue 17) */
    language: text('language').notNull().default('en'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    error: text('error'),
    authorizationId: uuid('authorization_id'),
    confirmationNumber: text('confirmation_number').unique(),
    newLoanId: uuid('new_loan_id'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * the first authorize whose outcome was not known (a timeout, a reset: the processor may hold a charge under the
     * payment's key with no answer here). A payment that gives up with it voids by the key; one that cannot keeps
     * processing, and the recovery asks again (decision 079).
     */
    authorizeUnknownAt: timestamptz('authorize_unknown_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    /** a renewal voided by POST /cancelrefinance: the payment stays posted (its confirmation stands) and its authorization is voided */
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    unique('payments_profile_idempotency_unique').on(t.profileId, t.idempotencyKey),
    index('payments_loan_id_idx').on(t.loanId),
    // the recovery's scans every 30 s read the payments still moving (pending, authorized), a handful, not the table
    // of every payment ever made (decision 084)
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('payments_authorized_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'authorized'`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_card_last4_digits', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * refinanceNotPossible: a renewal the old loan no longer allowed at posting; refinanceCancelled: a renewal voided (POST
 * /cancelrefinance); answerLost: an authorization whose every answer was lost, voided by its key at the give-up
 */
export const PAYMENT_EXCEPTION_REASONS = [
  'answerLost',
  'exceedsPayoff',
  'exceedsSettlement',
  'notRecorded',
  'notPosted',
  'refinanceNotPossible',
  'refinanceCancelled',
] as const;
export type PaymentExceptionReason = (typeof PAYMENT_EXCEPTION_REASONS)[number];

/**
 * Operators' record of an authorization that could not be posted (one per payment): why, which authorization,
 * and whether the void through the processor went through (voided false: release the hold by hand).
 */
export const paymentExceptions = pgTable(
  'payment_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    reason: text('reason', { enum: PAYMENT_EXCEPTION_REASONS }).notNull(),
    authorizationId: uuid('authorization_id').notNull(),
    voided: boolean('voided').notNull().default(false),
    voidedAt: timestamptz('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_exceptions_unvoided_idx')
      .on(t.createdAt)
      .where(sql`not ${t.voided}`),
  ],
);

/** A payment posted to the built-in ledger, split in the stated order: fees, interest, principal. */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** one posting per payment: the guarantee of exactly one ledger effect */
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    feesCents: cents('fees_cents').notNull(),
    interestCents: cents('interest_cents').notNull(),
    principalCents: cents('principal_cents').notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
    /** the posting brought an out-for-repossession loan current (OutForRepo → Open): the receipt says the repossession stopped */
    reinstated: boolean('reinstated').notNull().default(false),
    /** a voided renewal's payment: kept, but no longer part of the loan's history */
    reversedAt: timestamptz('reversed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_payments_loan_id_idx').on(t.loanId),
    check(
      'loan_payments_split',
      sql`${t.feesCents} + ${t.interestCents} + ${t.principalCents} = ${t.amountCents}`,
    ),
  ],
);

/** The payment remote state (spec §7): one encoded state and route per profile; cleared by an empty value. */
export const paymentRemoteStates = pgTable('payment_remote_states', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  state: text('state').notNull(),
  route: text('route').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A guest session's own payment remote state (signed link): kept apart from the owner's row, so a
 * guest neither reads nor overwrites the owner's state; it ends with the session.
 */
export const guestPaymentRemoteStates = pgTable('guest_payment_remote_states', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  state: text('state').notNull(),
  route: text('route').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
