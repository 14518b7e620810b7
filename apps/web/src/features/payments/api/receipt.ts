/** GET /paymentReceipt?key= (issue 19): a finished payment's receipt PDF, saved as a download. */
import { getPdf, showPdf } from '../../../shared/http/pdf';

/** The receipt's address: the link's href (the click fetches it with the session's headers). */
export const receiptPdfUrl = (messageKey: string) =>
  `/api/paymentReceipt?key=${encodeURIComponent(messageKey)}`;

export const receiptFileName = (confirmationNumber: string) =>
  `receipt-${confirmationNumber}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');

export function downloadReceipt(messageKey: string, confirmationNumber: string): Promise<void> {
  return showPdf(
    () => getPdf('/paymentReceipt', { key: messageKey }),
    'download',
    receiptFileName(confirmationNumber),
  );
}
