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
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { esignEnvelopes } from './esign';
import { profiles } from './people';
import { stores } from './stores';

/**
 * POST /disclosureacknowledgement (spec §3 Disclosure acknowledgement, §7): the borrower, and the co-borrower when
 * the loan has one, acknowledged the refinance disclosure of the loan — each with the loan system's customer id,
 * the name and initials they typed and the date they wrote. The identity data the spec lists with it (dob, SSN,
 * phone, addresses) is the loan system's and is not copied here. `profileId` is the caller's profile.
 */
export const disclosureAcknowledgements = pgTable(
  'disclosure_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    /** the refinance disclosure it acknowledges, when the app names it */
    envelopeId: uuid('envelope_id').references(() => esignEnvelopes.id),
    borrowerCustomerId: text('borrower_customer_id').notNull(),
    borrowerName: text('borrower_name').notNull(),
    borrowerInitials: text('borrower_initials').notNull(),
    borrowerDate: date('borrower_date', { mode: 'string' }).notNull(),
    borrowerProfileId: uuid('borrower_profile_id').references(() => profiles.id),
    coborrowerCustomerId: text('coborrower_customer_id'),
    coborrowerName: text('coborrower_name'),
    coborrowerInitials: text('coborrower_initials'),
    coborrowerDate: date('coborrower_date', { mode: 'string' }),
    coborrowerProfileId: uuid('coborrower_profile_id').references(() => profiles.id),
    recordedAt: createdAt(),
  },
  (t) => [
    index('disclosure_acknowledgements_loan_idx').on(t.loanId, t.recordedAt),
    check(
      'disclosure_acknowledgements_coborrower_whole',
      sql`(${t.coborrowerCustomerId} is null) = (${t.coborrowerName} is null) and (${t.coborrowerName} is null) = (${t.coborrowerInitials} is null) and (${t.coborrowerInitials} is null) = (${t.coborrowerDate} is null)`,
    ),
  ],
);

/**
 * POST /refiallowedstatus (spec §7): the restricted-state consent of a refinance — the loan, the borrower's answer
 * (didConsent) at their UTC timestamp, the loan's lmsId, store state and store, the transaction type. The business
 * date is the server's (the posting date when it was recorded): a consent counts for that business date only.
 */
export const refinanceConsents = pgTable(
  'refinance_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    lmsId: text('lms_id').notNull(),
    state: char('state', { length: 2 }).notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    transactionType: text('transaction_type', { enum: ['refinance'] }).notNull(),
    didConsent: boolean('did_consent').notNull(),
    /** the borrower's answer time, as the app sent it (UTC) */
    consentedAt: timestamptz('consented_at').notNull(),
    /** 'YYYY-MM-DD': the business date the server recorded it on */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    recordedAt: createdAt(),
  },
  (t) => [
    index('refinance_consents_loan_profile_date_idx').on(
      t.loanId,
      t.profileId,
      t.businessDate,
      t.recordedAt,
    ),
    check('refinance_consents_transaction_type', sql`${t.transactionType} in ('refinance')`),
  ],
);

/**
 * Decision 054: the request sent to a co-signed loan's other party to sign a renewal the signer signed — one per
 * signed refinance disclosure envelope (its primary key), so the message goes once however often the signer's
 * page asks.
 */
export const renewalSignatureRequests = pgTable('renewal_signature_requests', {
  envelopeId: uuid('envelope_id')
    .primaryKey()
    .references(() => esignEnvelopes.id),
  loanId: uuid('loan_id').notNull(),
  /** the party asked to sign */
  requestedProfileId: uuid('requested_profile_id')
    .notNull()
    .references(() => profiles.id),
  requestedAt: timestamptz('requested_at').notNull(),
});
