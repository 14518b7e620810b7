import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { profiles } from './people';

/** An envelope's status: 'sent' until the signer acts, then one of the signing statuses of spec §4. */
export const ENVELOPE_STATUSES = [
  'sent',
  'signing_complete',
  'viewing_complete',
  'decline',
  'ttl_expired',
] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

/**
 * The e-sign sandbox's envelopes (integrations/esign, DESIGN.md §7): one per document and signer. The document
 * is kept as the PDF model it was rendered from (the sandbox renders the signing copy and the signed copy
 * with the signature page); the signed PDF's bytes are behind the storage port under signedStorageKey.
 */
export const esignEnvelopes = pgTable(
  'esign_envelopes',
  {
    id: uuid('id').primaryKey(),
    /** what the document is to the app: 'settlementAgreement', 'loanAgreement', 'refinanceDisclosure' */
    purpose: text('purpose').notNull(),
    /** the app's own reference of the document (an offer id, an application id) */
    reference: text('reference').notNull(),
    loanId: uuid('loan_id').notNull(),
    signerProfileId: uuid('signer_profile_id')
      .notNull()
      .references(() => profiles.id),
    signerName: text('signer_name').notNull(),
    /** the PdfDocumentModel the envelope carries, in `language` (dates as ISO strings) */
    document: jsonb('document').notNull(),
    /** the language the document was sent in: the reader's (decision 062) */
    language: text('language').notNull().default('en'),
    /** the English original from the same template, when `language` is not English (decision 062) */
    englishDocument: jsonb('english_document'),
    /** the language of the version the signer signed (decision 062) */
    signedLanguage: text('signed_language'),
    status: text('status', { enum: ENVELOPE_STATUSES }).notNull().default('sent'),
    expiresAt: timestamptz('expires_at').notNull(),
    viewedAt: timestamptz('viewed_at'),
    completedAt: timestamptz('completed_at'),
    initials: text('initials'),
    signedName: text('signed_name'),
    signedStorageKey: text('signed_storage_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('esign_envelopes_signer_idx').on(t.signerProfileId, t.purpose, t.reference),
    index('esign_envelopes_loan_idx').on(t.loanId),
    check('esign_envelopes_language', sql`${t.language} in ('en', 'es')`),
    check(
      'esign_envelopes_signed_language',
      sql`${t.signedLanguage} is null or ${t.signedLanguage} in ('en', 'es')`,
    ),
    check(
      'esign_envelopes_status',
      sql`${t.status} in ('sent', 'signing_complete', 'viewing_complete', 'decline', 'ttl_expired')`,
    ),
  ],
);
