/**
 * Documents calls of spec §7 (Documents; Accounts and loans → GET /loanDocuments).
 *
 * A loan's account documents are its loan agreement, its disclosures and one monthly statement per
 * month since the loan opened (generated from the ledger). Each has a stable `documentId`:
 * `loan-agreement`, `disclosure-<code>` (e.g. `disclosure-truth-in-lending`) or `statement-YYYY-MM`.
 * `loanId` is the loan's id (uuid, as GET /accounts returns it); `lmsId` is its loan number (e.g.
 * `10001-001`) and must match the loan. A loan that is not the caller's own or co-signed → 404
 * 'Error fetching latest loan data.'; an unknown document → 404 'Document not found'.
 *
 * Messages (spec §8, exported from @lender/domain): NO_ACCOUNT_DOCUMENTS_MESSAGE
 * 'No account documents were found.' for an empty list; ACCOUNT_DOCUMENTS_FAILED_MESSAGE
 * 'Failed to get signed account documents. Please try again.' when a call fails.
 */
import { z } from 'zod';
import { BRAND_CODES } from '@lender/domain';

const loanIdSchema = z.uuid();
const lmsIdSchema = z.string().trim().min(1).max(40);
const isoDateSchema = z.iso.date();

export const ACCOUNT_DOCUMENT_KINDS = [
  'loanAgreement',
  'disclosure',
  'monthlyStatement',
  'signedAgreement',
] as const;
export const ZAccountDocumentKindSchema = z.enum(ACCOUNT_DOCUMENT_KINDS);
export type TAccountDocumentKind = z.infer<typeof ZAccountDocumentKindSchema>;

/** `loan-agreement`, `disclosure-<code>`, `statement-YYYY-MM` or a signed agreement's `esign-<envelopeId>`. */
export const ZAccountDocumentIdSchema = z
  .string()
  .regex(
    /^(loan-agreement|disclosure-[a-z0-9-]{1,40}|statement-\d{4}-(0[1-9]|1[0-2])|esign-[0-9a-f-]{36})$/,
    'Unknown document id',
  );

export const ZAccountDocumentSchema = z.object({
  documentId: ZAccountDocumentIdSchema,
  loanId: loanIdSchema,
  /** the loan number shown to users */
  lmsId: z.string(),
  brandName: z.enum(BRAND_CODES),
  kind: ZAccountDocumentKindSchema,
  /** e.g. 'Loan agreement', 'Truth in Lending disclosure', 'Statement for March 2026' */
  name: z.string(),
  /** the day the document is dated (statement: the last day of its month, or today for the current month) */
  documentDate: isoDateSchema,
  contentType: z.literal('application/pdf'),
  /** whether the caller has opened it (POST /lmsAccountDocumentViewHistory) */
  viewed: z.boolean(),
  lastViewedAt: z.iso.datetime().nullable(),
});
export type TAccountDocument = z.infer<typeof ZAccountDocumentSchema>;

/** GET /documents: the caller's documents across their own and co-signed loans, newest first. */
export const ZDocumentsQuerySchema = z.strictObject({
  brandName: z.enum(BRAND_CODES).optional(),
  kind: ZAccountDocumentKindSchema.optional(),
});
export type TDocumentsQuery = z.input<typeof ZDocumentsQuerySchema>;
export const ZDocumentsResponseSchema = z.object({ documents: z.array(ZAccountDocumentSchema) });
export type TDocumentsResponse = z.infer<typeof ZDocumentsResponseSchema>;

/** GET /lmsAccountDocuments?loanId=&lmsId=[&kind=]: one loan's documents, newest first. */
export const ZLmsAccountDocumentsQuerySchema = z.strictObject({
  loanId: loanIdSchema,
  lmsId: lmsIdSchema,
  kind: ZAccountDocumentKindSchema.optional(),
});
export type TLmsAccountDocumentsQuery = z.input<typeof ZLmsAccountDocumentsQuerySchema>;
export const ZLmsAccountDocumentsResponseSchema = z.object({
  loanId: loanIdSchema,
  lmsId: z.string(),
  documents: z.array(ZAccountDocumentSchema),
});
export type TLmsAccountDocumentsResponse = z.infer<typeof ZLmsAccountDocumentsResponseSchema>;

/** POST /lmsAccountDocumentViewHistory: records that the caller opened a document. */
export const ZLmsAccountDocumentViewHistoryBodySchema = z.strictObject({
  loanId: loanIdSchema,
  documentId: ZAccountDocumentIdSchema,
  lmsId: lmsIdSchema.optional(),
});
export type TLmsAccountDocumentViewHistoryBody = z.infer<
  typeof ZLmsAccountDocumentViewHistoryBodySchema
>;
export const ZLmsAccountDocumentViewHistoryResponseSchema = z.object({
  loanId: loanIdSchema,
  documentId: ZAccountDocumentIdSchema,
  viewedAt: z.iso.datetime(),
  /** how many times this caller has opened the document */
  viewCount: z.number().int().min(1),
});
export type TLmsAccountDocumentViewHistoryResponse = z.infer<
  typeof ZLmsAccountDocumentViewHistoryResponseSchema
>;

/**
 * GET /loanDocuments?loanId=&documentId=[&download=true]: the document's PDF bytes
 * (Content-Type application/pdf; Content-Disposition inline, or attachment with download=true).
 */
export const ZLoanDocumentsQuerySchema = z.strictObject({
  loanId: loanIdSchema,
  documentId: ZAccountDocumentIdSchema,
  download: z.stringbool().optional(),
});
export type TLoanDocumentsQuery = z.input<typeof ZLoanDocumentsQuerySchema>;
export const LOAN_DOCUMENT_CONTENT_TYPE = 'application/pdf';
