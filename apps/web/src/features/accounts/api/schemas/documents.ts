/** A loan's documents and their view history (accounts-schema.ts). */
export {
  ZLmsAccountDocumentViewHistoryResponseSchema,
  ZLmsAccountDocumentsResponseSchema,
} from '@lender/contract';
