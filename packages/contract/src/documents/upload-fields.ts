/**
 * PUT /uploadLoanDocuments's multipart field names. No zod here, so a screen that reads them does not load the
 * contract's schemas with it (issue 11).
 */
export const UPLOAD_LOAN_DOCUMENTS_FIELDS = { loanId: 'loanId', files: 'files' } as const;
