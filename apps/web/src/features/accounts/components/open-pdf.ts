/**
 * Opening a document's PDF (GET /loanDocuments needs the session's headers, so the bytes are fetched
 * and handed to the browser as a blob URL): in a new tab, or saved as a download. The tab is opened
 * at once, while the click still counts as a user gesture, and pointed at the PDF when it arrives.
 */
import type { TAccountDocument } from '@lender/contract';
import { getLoanDocumentPdf } from '../api/documents';

export type PdfMode = 'open' | 'download';

export class PopupBlockedError extends Error {
  constructor() {
    super('popup blocked');
    this.name = 'PopupBlockedError';
  }
}

const REVOKE_AFTER_MS = 60_000;

export const pdfFileName = (doc: Pick<TAccountDocument, 'lmsId' | 'documentId'>) =>
  `${doc.lmsId}-${doc.documentId}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');

function download(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export async function openPdf(doc: TAccountDocument, mode: PdfMode): Promise<void> {
  const tab = mode === 'open' ? window.open('', '_blank') : null;
  if (mode === 'open' && !tab) throw new PopupBlockedError();
  try {
    const blob = await getLoanDocumentPdf(doc.loanId, doc.documentId);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else download(url, pdfFileName(doc));
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
