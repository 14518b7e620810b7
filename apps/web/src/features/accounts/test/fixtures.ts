/** Contract-valid answers of the accounts calls (parsed with the contract schemas), for tests. */
import {
  ZAccountsResponseSchema,
  ZLmsAccountDocumentsResponseSchema,
  ZUploadLoanDocumentsStatusSchema,
  type TAccountDocument,
  type TLoan,
} from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';

export { A1_ID, A2_ID, T1_ID, loan, loanDetail as detail } from '../../../test/loan-fixtures';
import { A1_ID } from '../../../test/loan-fixtures';

export function accounts(loans: TLoan[], canReapply = false) {
  return ZAccountsResponseSchema.parse({
    loans,
    reapplyInfo: { canReapply, applyUrl: 'https://apply.example.com/inl', returnUrl: null },
  });
}

export function document(overrides: Partial<TAccountDocument> = {}): TAccountDocument {
  return {
    documentId: 'statement-2026-03',
    loanId: A1_ID,
    lmsId: '10001-001',
    brandName: 'inl',
    kind: 'monthlyStatement',
    name: 'Statement for March 2026',
    documentDate: '2026-03-31',
    contentType: 'application/pdf',
    viewed: false,
    lastViewedAt: null,
    ...overrides,
  };
}

export const documentsResponse = (documents: TAccountDocument[]) =>
  ZLmsAccountDocumentsResponseSchema.parse({ loanId: A1_ID, lmsId: '10001-001', documents });

export const uploadStatus = (overrides: Record<string, unknown> = {}) =>
  ZUploadLoanDocumentsStatusSchema.parse({
    loanId: A1_ID,
    canUploadLoanDocuments: true,
    reason: null,
    ...SERVER_SETTINGS_DEFAULTS.loanDocumentUpload,
    ...overrides,
  });

export const configSettings = (overrides: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {}) => ({
  settings: { ...SERVER_SETTINGS_DEFAULTS, ...overrides },
  defaultBrand: 'inl',
});
