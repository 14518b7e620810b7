/** 'Download receipt (PDF)' on ConfirmPayment: the shared PDF link to GET /paymentReceipt. */
import { useTranslation } from 'react-i18next';
import { PdfDownloadLink } from '../../../shared/ui/pdf-download-link';
import { downloadReceipt, receiptFileName, receiptPdfUrl } from '../api';
import styles from './payments.module.css';

export function ReceiptLink({
  messageKey,
  confirmationNumber,
}: {
  messageKey: string;
  confirmationNumber: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <PdfDownloadLink
      className={styles.link}
      href={receiptPdfUrl(messageKey)}
      fileName={receiptFileName(confirmationNumber)}
      download={() => downloadReceipt(messageKey, confirmationNumber)}
      label={t('confirm.downloadReceipt')}
      failedMessage={t('confirm.downloadReceiptFailed')}
    />
  );
}
