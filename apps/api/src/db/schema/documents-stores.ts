/**
 * Tables of the documents, uploads and appointments modules:
 * - document_views: each time a profile opens one of a loan's account documents
 *   (POST /lmsAccountDocumentViewHistory); the documents themselves are generated from the ledger;
 * - loan_document_uploads: files uploaded for a loan (bytes behind the storage port, under storageKey);
 * - appointments: store appointments; one booking per store and start time (the unique index is what
 *   refuses a double booking, also under concurrent attempts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { profiles } from './people';
import { stores } from './stores';

export const documentViews = pgTable(
  'document_views',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    loanId: uuid('loan_id').notNull(),
    /** 'loan-agreement', 'disclosure-<code>' or 'statement-YYYY-MM' */
    documentId: text('document_id').notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('document_views_profile_loan_idx').on(t.profileId, t.loanId, t.documentId)],
);

export const loanDocumentUploads = pgTable(
  'loan_document_uploads',
  {
    id: uuid('id').primaryKey(),
    loanId: uuid('loan_id').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    /** decided from the file's content */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_document_uploads_loan_id_idx').on(t.loanId),
    index('loan_document_uploads_profile_id_idx').on(t.profileId),
    check('loan_document_uploads_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);

export const APPOINTMENT_TYPE_VALUES = [
  'general',
  'payment',
  'productSwitch',
  'documents',
] as const;

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    loanId: uuid('loan_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** the slot's start (UTC); shown in the store's time zone */
    appointmentAt: timestamptz('appointment_at').notNull(),
    appointmentType: text('appointment_type', { enum: APPOINTMENT_TYPE_VALUES }).notNull(),
    /** the caller's time zone when booking */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('appointments_store_slot_unique').on(t.storeId, t.appointmentAt),
    index('appointments_profile_id_idx').on(t.profileId),
  ],
);
