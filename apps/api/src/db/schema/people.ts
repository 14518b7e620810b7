import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import { stores } from './stores';

export interface CustomerAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

/** 0 email, 1 text, 2 both. */
export type CommunicationPreference = 0 | 1 | 2;

/** A customer record of a loan system (NLS and/or TLXe). Linked to a sign-in profile when profileId is set. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nlsCustomerId: text('nls_customer_id').unique(),
    tlxeCustomerId: text('tlxe_customer_id').unique(),
    mdmId: text('mdm_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    address: jsonb('address').$type<CustomerAddress>(),
    /** null: the mailing address is the home address */
    mailingAddress: jsonb('mailing_address').$type<CustomerAddress>(),
    communicationPreference: integer('communication_preference')
      .$type<CommunicationPreference>()
      .notNull()
      .default(0),
    /** calls with a recorded voice message besides text (spec §6 voice messages flag) */
    voiceMessages: boolean('voice_messages').notNull().default(false),
    canUpdateUserLogin: boolean('can_update_user_login').notNull().default(true),
    profileId: uuid('profile_id').references((): AnyPgColumn => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_profile_id_idx').on(t.profileId),
    index('customers_phone_idx').on(t.phone),
    check('customers_phone_digits', sql`${t.phone} ~ '^[0-9]{10}$'`),
    check('customers_ssn_last4_digits', sql`${t.ssnLast4} is null or ${t.ssnLast4} ~ '^[0-9]{4}$'`),
    check('customers_communication_preference', sql`${t.communicationPreference} in (0, 1, 2)`),
  ],
);

export const PROFILE_STATUSES = ['active', 'locked', 'resetRequired'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Sign-in profiles (the spec's cognitoUserId). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    nonCustomerRefer: boolean('non_customer_refer').notNull().default(false),
    showPaidOff: boolean('show_paid_off').notNull().default(false),
    customerId: uuid('customer_id').references((): AnyPgColumn => customers.id),
    status: text('status', { enum: PROFILE_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('profiles_customer_id_idx').on(t.customerId)],
);

export type IdentityKind = 'email' | 'phone';

/** Sign-in identities: email lowercased, phone as 10 digits. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    value: text('value').notNull(),
    verified: boolean('verified').notNull().default(false),
  },
  (t) => [
    unique('identities_kind_value_unique').on(t.kind, t.value),
    index('identities_profile_id_idx').on(t.profileId),
  ],
);
