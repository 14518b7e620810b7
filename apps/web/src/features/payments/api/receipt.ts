/** GET /paymentReceipt?key= (issue 19): a finished payment's receipt PDF, saved as a download. */
import { getPdf, safeFileName, showPdf } from '../../../shared/http/pdf';

/** The receipt's address: the link's href (the click fetches it with the session's headers). */
export const receiptPdfUrl = (messageKey: string) =>
  `/api/paymentReceipt?key=${encodeURIComponent(messageKey)}`;

export const receiptFileName = (confirmationNumber: string) =>
  safeFileName(`receipt-${confirmationNumber}.pdf`);

export function downloadReceipt(messageKey: string, confirmationNumber: string): Promise<void> {
  return showPdf(
    () => getPdf('/paymentReceipt', { key: messageKey }),
    'download',
    receiptFileName(confirmationNumber),
  );
}
