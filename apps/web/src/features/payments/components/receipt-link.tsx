/**
 * 'Download receipt (PDF)' on ConfirmPayment: a link to GET /paymentReceipt; the click fetches it with the
 * session's headers (a plain navigation would carry none) and saves it.
 */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReceipt, receiptFileName, receiptPdfUrl } from '../api';
import { ErrorAlert } from './query-state';
import styles from './payments.module.css';

export function ReceiptLink({
  messageKey,
  confirmationNumber,
}: {
  messageKey: string;
  confirmationNumber: string;
}) {
  const { t } = useTranslation('payments');
  const [failed, setFailed] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailed(false);
    downloadReceipt(messageKey, confirmationNumber).catch(() => setFailed(true));
  };
  return (
    <>
      <a
        className={styles.link}
        href={receiptPdfUrl(messageKey)}
        download={receiptFileName(confirmationNumber)}
        onClick={onClick}
      >
        {t('confirm.downloadReceipt')}
      </a>
      {failed && <ErrorAlert message={t('confirm.downloadReceiptFailed')} />}
    </>
  );
}
