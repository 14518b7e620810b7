import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OriginationStatus } from '@lender/domain';
import { cents, createdAt, timestamptz } from './columns';
import { cards } from './cards';
import { esignEnvelopes } from './esign';
import { customers, profiles } from './people';
import { stores } from './stores';

/** ORIGINATION_STATUSES of @lender/domain (spelled here: drizzle-kit reads the schema without the workspace packages). */
export const ORIGINATION_ROW_STATUSES = [
  'originating',
  'awaitingSignature',
  'funding',
  'funded',
  'declined',
  'expired',
  'failed',
] as const satisfies readonly OriginationStatus[];

/**
 * A new title loan from an appraisal offer (POST /loanOriginate, decision 025): messageKey is what GET
 * /loanOriginate?key= polls; one per (profile, idempotency key). At most one live origination per appraisal
 * (originating, awaitingSignature, funding, funded): the partial unique index makes ten concurrent submits one loan.
 * The job 'originateLoan' makes the loan (awaitingSignature); once its agreement is signed 'disburseOrigination'
 * sends the money (a debit card push with `origination:<id>` as the processor's idempotency key) and marks it funded.
 */
export const originations = pgTable(
  'originations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageKey: text('message_key').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** the appraisal offer (appraisalId = its offerKey); the loan systems' offer and application: no foreign keys */
    appraisalId: integer('appraisal_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amountCents: cents('amount_cents').notNull(),
    /** spec §4 pay method: 16 debit card, 14 money transfer, 2 store */
    disbursementType: integer('disbursement_type').notNull(),
    cardId: uuid('card_id').references(() => cards.id),
    processorToken: text('processor_token'),
    cardLast4: char('card_last4', { length: 4 }),
    cardType: text('card_type'),
    status: text('status', { enum: ORIGINATION_ROW_STATUSES }).notNull().default('originating'),
    loanId: uuid('loan_id'),
    /** 'YYYY-MM-DD', the business date its loan opened on (set with loanId): the day reconciliation compares it on */
    openedOn: date('opened_on', { mode: 'string' }),
    /** why it failed (stored text, translated when read) */
    error: text('error'),
    /** the loan agreement's newest envelope */
    envelopeId: uuid('envelope_id').references(() => esignEnvelopes.id),
    /** the processor's reference of the push to the card, once paid */
    disbursementReference: text('disbursement_reference'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    unique('originations_profile_idempotency_key').on(t.profileId, t.idempotencyKey),
    uniqueIndex('originations_one_live_per_appraisal')
      .on(t.appraisalId)
      .where(sql`${t.status} in ('originating', 'awaitingSignature', 'funding', 'funded')`),
    index('originations_appraisal_id_idx').on(t.appraisalId, t.createdAt),
    index('originations_status_idx').on(t.status, t.updatedAt),
    check('originations_amount_positive', sql`${t.amountCents} > 0`),
    check('originations_disbursement_type', sql`${t.disbursementType} in (16, 14, 2)`),
  ],
);

/**
 * The phone queue (spec §7 "add to phone queue by appraisalId"): a store calls the borrower back about the
 * appraisal offer by expectedBy. One open entry (not yet called) per appraisal.
 */
export const phoneQueue = pgTable(
  'phone_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the loan systems' appraisal offer (no foreign key) */
    appraisalId: integer('appraisal_id').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    queuedAt: timestamptz('queued_at').notNull(),
    expectedBy: timestamptz('expected_by').notNull(),
    calledAt: timestamptz('called_at'),
  },
  (t) => [
    uniqueIndex('phone_queue_one_open_per_appraisal')
      .on(t.appraisalId)
      .where(sql`${t.calledAt} is null`),
  ],
);
