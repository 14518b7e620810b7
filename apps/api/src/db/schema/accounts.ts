/**
 * Accounts tables (issue 4): loan locks, the per-customer user cache, military (MLA) declarations,
 * loan applications by loan system, personal-property pickup requests of repossessed vehicles,
 * account-link attempts (throttle) and customer replacement requests.
 */
import { sql } from 'drizzle-orm';
import {
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
import { createdAt, timestamptz } from './columns';
import { customers, profiles } from './people';

export const LOAN_LOCK_KINDS = ['alternateParty', 'payment', 'refinance', 'draw', 'addOn'] as const;
export type LoanLockKind = (typeof LOAN_LOCK_KINDS)[number];

/** One lock per loan and kind; a lock past expiresAt is free (it may be taken over). */
export const loanLocks = pgTable(
  'loan_locks',
  {
    id: serial('id').primaryKey(),
    /** a loan of the loan systems (no foreign key: a remote loan system's loans are not in this database, 0035) */
    loanId: uuid('loan_id').notNull(),
    lockType: text('lock_type', { enum: LOAN_LOCK_KINDS }).notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id),
    storeId: integer('store_id'),
    /** the session that took it (an add-on lock is its session's: the same borrower elsewhere is refused) */
    sessionId: text('session_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('loan_locks_loan_type_unique').on(t.loanId, t.lockType),
    index('loan_locks_profile_id_idx').on(t.profileId),
  ],
);

/** GET/POST /usercache: a small JSON object per customer record. */
export const userCache = pgTable('user_cache', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Military Lending Act declaration of a customer record (GET/POST /militarystatus). */
export const militaryStatuses = pgTable('military_statuses', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  isActiveDuty: boolean('is_active_duty').notNull(),
  isDependent: boolean('is_dependent').notNull(),
  declaredByProfileId: uuid('declared_by_profile_id').references(() => profiles.id, {
    onDelete: 'set null',
  }),
  declaredAt: timestamptz('declared_at').notNull().defaultNow(),
});

export const APPLICATION_STATES = ['inProgress', 'declined', 'withdrawn', 'approved'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Loan applications held by a loan system (GET/PUT /applicationstatus). */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    loanSystem: text('loan_system', { enum: ['NLS', 'TLXe'] }).notNull(),
    brandCode: text('brand_code').notNull(),
    state: text('state', { enum: APPLICATION_STATES }).notNull().default('inProgress'),
    isRefiApplication: boolean('is_refi_application').notNull().default(false),
    isAddonApplication: boolean('is_addon_application').notNull().default(false),
    canUploadLoanDocuments: boolean('can_upload_loan_documents').notNull().default(false),
    returnUrl: text('return_url'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('loan_applications_customer_system_idx').on(t.customerId, t.loanSystem)],
);

/** PUT /repoInfo: a borrower's request to collect personal property from a repossessed vehicle. */
export const repoPickupRequests = pgTable('repo_pickup_requests', {
  /** a loan of the loan systems (no foreign key, as loan_locks) */
  loanId: uuid('loan_id').primaryKey(),
  profileId: uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  requested: boolean('requested').notNull(),
  preferredDate: date('preferred_date', { mode: 'string' }),
  contactPhone: text('contact_phone'),
  requestedAt: timestamptz('requested_at').notNull().defaultNow(),
});

/** Account-link and replacement verification attempts (throttled per profile). */
export const accountLinkAttempts = pgTable(
  'account_link_attempts',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_link_attempts_profile_created_idx').on(t.profileId, t.createdAt)],
);

export const REPLACEMENT_STATES = ['pending', 'completed', 'cancelled'] as const;

/** POST/PUT/GET /replaceCustomer: a verified record waiting to replace the profile's linked one. */
export const customerReplacements = pgTable(
  'customer_replacements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    currentCustomerId: uuid('current_customer_id').references(() => customers.id),
    newCustomerId: uuid('new_customer_id')
      .notNull()
      .references(() => customers.id),
    state: text('state', { enum: REPLACEMENT_STATES }).notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_replacements_profile_idx').on(t.profileId),
    check(
      'customer_replacements_distinct',
      sql`${t.currentCustomerId} is null or ${t.currentCustomerId} <> ${t.newCustomerId}`,
    ),
  ],
);
