/** A loan's document uploads (accounts-schema.ts). */
export {
  ZUploadLoanDocumentsHistoryResponseSchema,
  ZUploadLoanDocumentsResponseSchema,
  ZUploadLoanDocumentsStatusSchema,
} from '@lender/contract';
