/**
 * The receipt message of a finished payment (spec §8 Payment): the text by email or SMS, and by email the
 * receipt PDF attached (issue 19).
 */
import type { TLanguage, TPaymentConfirmation } from '@lender/contract';
import type { MessageChannel, OutgoingMessage } from '../../../integrations/messaging/port';
import type { DocumentLoan, ReceiptPdfs } from '../../documents';
import { receiptText } from './confirmation';

export async function receiptMessage(
  receipts: Pick<ReceiptPdfs, 'render'>,
  confirmation: TPaymentConfirmation,
  loan: DocumentLoan,
  to: { channel: Extract<MessageChannel, 'email' | 'sms'>; address: string; language: TLanguage },
): Promise<OutgoingMessage> {
  const { subject, body } = receiptText(confirmation, to.language);
  const message: OutgoingMessage = {
    channel: to.channel,
    to: to.address,
    template: 'paymentReceipt',
    subject,
    body,
  };
  if (to.channel !== 'email') return message;
  const pdf = await receipts.render(confirmation, loan, to.language);
  return {
    ...message,
    attachments: [{ filename: pdf.fileName, contentType: pdf.contentType, content: pdf.bytes }],
  };
}
