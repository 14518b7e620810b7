import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, timestamptz } from './columns';
import type { Collateral } from './loans';
import { loans } from './loans';
import { customers } from './people';
import { esignEnvelopes } from './esign';
import { loanApplications } from './accounts';
import { stores } from './stores';

/** Spec §3 disbursementOptions of an appraisal offer: which ways its loan system may send the new loan's money. */
export interface OfferDisbursementOptions {
  isDebitDisbursementAvailable: boolean;
  isMoneyGramDisbursementAvailable: boolean;
  isStoreDisbursementAvailable: boolean;
}

/** Offer type ids of spec §4. */
export const OfferTypeId = { settlement: 10, appraisal: 12, widget: 22 } as const;

/** Offers: settlement (10), appraisal (12), widget (22). */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    offerTypeId: integer('offer_type_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    targetLoanId: uuid('target_loan_id').references(() => loans.id),
    settlementAmountCents: cents('settlement_amount_cents'),
    qualifiedAmountCents: cents('qualified_amount_cents'),
    minLoanAmountCents: cents('min_loan_amount_cents'),
    maxLoanAmountCents: cents('max_loan_amount_cents'),
    collateral: jsonb('collateral').$type<Collateral>(),
    docExp: timestamptz('doc_exp').notNull(),
    viewedAt: timestamptz('viewed_at'),
    /** an appraisal offer's approved application in its loan system (GET /originationInfo?applicationId=) */
    applicationId: uuid('application_id').references(() => loanApplications.id),
    /** an appraisal offer's store (where the vehicle was appraised and the loan is made) */
    storeId: integer('store_id').references(() => stores.id),
    /** an appraisal offer's disbursement options (spec §3 loanValidations.disbursementOptions); null: none */
    disbursementOptions: jsonb('disbursement_options').$type<OfferDisbursementOptions>(),
    /** the borrower said no to the offer (PUT /appraisalStatus declined) */
    declinedAt: timestamptz('declined_at'),
    /** the borrower took the offer up (PUT /appraisalStatus accepted) */
    acceptedAt: timestamptz('accepted_at'),
    /** an appraisal offer's product in the lender's catalogue (domain PRODUCT_CATALOGUE; decision 060) */
    productCode: text('product_code', { enum: ['title', 'titleSpousal'] })
      .notNull()
      .default('title'),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_customer_id_idx').on(t.customerId),
    index('offers_application_id_idx').on(t.applicationId),
    check('offers_type_id', sql`${t.offerTypeId} in (10, 12, 22)`),
  ],
);

/**
 * A settlement offer's progress (spec §3 Settlement status): the agreement's newest envelope, when it was signed
 * (docSigned), and the settlement payment that posted (paymentMade) — written in the posting's transaction, so
 * the loan becomes Settled and paymentMade is recorded together, once.
 */
export const settlements = pgTable(
  'settlements',
  {
    /** the loan systems' offer (no foreign key: a remote loan system's offers are not in this database) */
    offerId: integer('offer_id').primaryKey(),
    loanId: uuid('loan_id').notNull(),
    envelopeId: uuid('envelope_id').references(() => esignEnvelopes.id),
    docSignedAt: timestamptz('doc_signed_at'),
    paymentId: uuid('payment_id'),
    paymentMadeAt: timestamptz('payment_made_at'),
    createdAt: createdAt(),
  },
  (t) => [index('settlements_loan_id_idx').on(t.loanId)],
);

/** The spouse and demographics a flagged product asks before its loan is made (decision 060), per application. */
export const originationRequirements = pgTable('origination_requirements', {
  /** the loan systems' application (no foreign key: a remote loan system's applications are not in this database) */
  applicationId: uuid('application_id').primaryKey(),
  /** null: not answered yet */
  married: boolean('married'),
  spouse: jsonb('spouse').$type<{
    firstName: string;
    lastName: string;
    address: { line1: string; line2?: string; city: string; state: string; zip: string };
  }>(),
  demographics: jsonb('demographics').$type<Record<string, string>>(),
  updatedAt: timestamptz('updated_at').notNull(),
});
