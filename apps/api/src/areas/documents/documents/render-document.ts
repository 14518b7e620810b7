/** A document's content on its loan's letterhead, rendered to PDF bytes; and the payment receipt, for the payments module. */
import {
  LOAN_DOCUMENT_CONTENT_TYPE,
  type TLanguage,
  type TPaymentConfirmation,
} from '@lender/contract';
import { renderPdf, type PdfLanguage } from '../../../integrations/pdf';
import type { Clock } from '../../../lib/clock';
import type { DocumentContent } from './blocks';
import { letterheadOf, type Lenders } from './letterhead';
import { receiptContent } from './receipt-content';

const PDF_LANGUAGE: Record<TLanguage, PdfLanguage> = { en: 'en-US', es: 'es-US' };

export interface DocumentLoan {
  brandCode: string;
  brandDisplayName: string;
  lmsId: string;
  /** the two-letter state of the loan's store: its licence line is printed (decision 051) */
  storeState: string;
}

export function renderDocument(
  lenders: Lenders,
  loan: DocumentLoan,
  content: DocumentContent,
  options: { language: TLanguage; createdAt: Date },
): Promise<Buffer> {
  return renderPdf({
    title: content.title,
    author: loan.brandDisplayName,
    subject: `${content.title} – ${loan.lmsId}`,
    language: PDF_LANGUAGE[options.language],
    createdAt: options.createdAt,
    letterhead: letterheadOf(lenders, loan, options.language),
    blocks: content.blocks,
  });
}

export interface ReceiptFile {
  fileName: string;
  contentType: typeof LOAN_DOCUMENT_CONTENT_TYPE;
  bytes: Buffer;
}

/** Payment receipts as PDFs (served by GET /paymentReceipt and attached to the receipt email). */
export function createReceiptPdfs({ lenders, clock }: { lenders: Lenders; clock: Clock }) {
  return {
    async render(
      confirmation: TPaymentConfirmation,
      loan: DocumentLoan,
      language: TLanguage,
    ): Promise<ReceiptFile> {
      const bytes = await renderDocument(lenders, loan, receiptContent(confirmation, language), {
        language,
        createdAt: clock(),
      });
      return {
        fileName: `receipt-${confirmation.confirmationNumber}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_'),
        contentType: LOAN_DOCUMENT_CONTENT_TYPE,
        bytes,
      };
    },
  };
}

export type ReceiptPdfs = ReturnType<typeof createReceiptPdfs>;
