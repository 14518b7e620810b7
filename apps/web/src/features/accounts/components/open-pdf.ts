/** Opening a document's PDF (GET /loanDocuments) in a new tab, or saving it as a download. */
import type { TAccountDocument } from '@lender/contract';
import { safeFileName, showPdf, type PdfMode } from '../../../shared/http/pdf';
import { getLoanDocumentPdf } from '../api/documents';

export { PopupBlockedError, type PdfMode } from '../../../shared/http/pdf';

export const pdfFileName = (doc: Pick<TAccountDocument, 'lmsId' | 'documentId'>) =>
  safeFileName(`${doc.lmsId}-${doc.documentId}.pdf`);

export function openPdf(doc: TAccountDocument, mode: PdfMode): Promise<void> {
  return showPdf(() => getLoanDocumentPdf(doc.loanId, doc.documentId), mode, pdfFileName(doc));
}
