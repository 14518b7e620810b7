/** Uploaded files: the ones just stored, and the loan's upload history (GET /uploadLoanDocumentsHistory). */
import { useTranslation } from 'react-i18next';
import type { TUploadedLoanDocument } from '@lender/contract';
import { useUploadHistory } from '../api/uploads';
import { fileSize } from './format';
import { ErrorAlert, Loading } from './query-state';
import styles from './accounts.module.css';
import { useFormat } from '../../../shared/i18n/format';

export function UploadedList({ uploads }: { uploads: readonly TUploadedLoanDocument[] }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  return (
    <ul className={styles.list}>
      {uploads.map((upload) => (
        <li key={upload.uploadId}>
          <strong>{upload.fileName}</strong>{' '}
          <span>
            {t('upload.uploadedOn', {
              size: fileSize(upload.sizeBytes),
              date: format.date(upload.uploadedAt) ?? '',
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function UploadHistory({ loanId }: { loanId: string }) {
  const { t } = useTranslation('accounts');
  const history = useUploadHistory(loanId);
  return (
    <section className={styles.card} aria-labelledby="upload-history-heading">
      <h2 id="upload-history-heading" className={styles.cardTitle}>
        {t('upload.uploaded')}
      </h2>
      {history.isPending && <Loading text={t('common.loading')} />}
      {history.isError && (
        <ErrorAlert message={t('upload.historyError')} onRetry={() => void history.refetch()} />
      )}
      {history.data && history.data.uploads.length === 0 && (
        <p className={styles.muted}>{t('upload.noHistory')}</p>
      )}
      {history.data && history.data.uploads.length > 0 && (
        <UploadedList uploads={history.data.uploads} />
      )}
    </section>
  );
}
