/**
 * Loan document upload calls of spec §7 (GET/PUT /uploadLoanDocuments, GET /uploadLoanDocumentsHistory)
 * with the rules of spec §5: images and PDF only — decided by the file's CONTENT (magic bytes), not its
 * name — at most `maxSizeMb` MB per file and `maxFiles` files (4 and 4 unless /configsettings
 * loanDocumentUpload overrides them).
 *
 * PUT is `multipart/form-data` (not JSON): a text field `loanId` and 1..maxFiles file parts (in any order)
 * named `files`. A refused upload is a 400 `{ message, field }` where message says the @lender/domain
 * UploadProblem in the request's language: 'File cannot be read' (empty/unreadable), 'Unknown mime type' (content is
 * not an allowed type, e.g. a renamed executable), 'File is larger than 4 MB', 'You can upload at most 4 files';
 * field is `files[<index>]` or `files`.
 * Nothing is stored when any file is refused.
 */
import { z } from 'zod';

const loanIdSchema = z.uuid();

/** GET /uploadLoanDocuments?loanId=: whether the loan takes uploads now, and the limits. */
export const ZUploadLoanDocumentsQuerySchema = z.strictObject({ loanId: loanIdSchema });
export type TUploadLoanDocumentsQuery = z.input<typeof ZUploadLoanDocumentsQuerySchema>;

export const UPLOAD_BLOCKED_REASONS = ['uploadsDisabled', 'loanClosed', 'notBorrower'] as const;
export const ZUploadLoanDocumentsStatusSchema = z.object({
  loanId: loanIdSchema,
  /** applicationLoanInfo.canUploadLoanDocuments (spec §3) */
  canUploadLoanDocuments: z.boolean(),
  /** why not, when canUploadLoanDocuments is false */
  reason: z.enum(UPLOAD_BLOCKED_REASONS).nullable(),
  fileTypes: z.array(z.string()),
  accept: z.string(),
  maxSizeMb: z.number(),
  maxFiles: z.number().int(),
});
export type TUploadLoanDocumentsStatus = z.infer<typeof ZUploadLoanDocumentsStatusSchema>;

export const ZUploadedLoanDocumentSchema = z.object({
  uploadId: z.uuid(),
  loanId: loanIdSchema,
  /** the loan number shown to users */
  lmsId: z.string(),
  /** the name the file was sent with (sanitised) */
  fileName: z.string(),
  /** the type detected from the content */
  mimeType: z.string(),
  sizeBytes: z.number().int().min(1),
  uploadedAt: z.iso.datetime(),
});
export type TUploadedLoanDocument = z.infer<typeof ZUploadedLoanDocumentSchema>;

/** PUT /uploadLoanDocuments (multipart) → the stored files. */
export const ZUploadLoanDocumentsResponseSchema = z.object({
  loanId: loanIdSchema,
  documents: z.array(ZUploadedLoanDocumentSchema),
});
export type TUploadLoanDocumentsResponse = z.infer<typeof ZUploadLoanDocumentsResponseSchema>;

/** GET /uploadLoanDocumentsHistory[?loanId=]: the caller's uploads (one loan or all), newest first. */
export const ZUploadLoanDocumentsHistoryQuerySchema = z.strictObject({
  loanId: loanIdSchema.optional(),
});
export type TUploadLoanDocumentsHistoryQuery = z.input<
  typeof ZUploadLoanDocumentsHistoryQuerySchema
>;
export const ZUploadLoanDocumentsHistoryResponseSchema = z.object({
  uploads: z.array(ZUploadedLoanDocumentSchema),
});
export type TUploadLoanDocumentsHistoryResponse = z.infer<
  typeof ZUploadLoanDocumentsHistoryResponseSchema
>;
