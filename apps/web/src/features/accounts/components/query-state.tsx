/** Loading and error states shared by the accounts screens. */
import { useTranslation } from 'react-i18next';
import styles from './accounts.module.css';

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className={styles.status}>
      {text}
    </p>
  );
}

export function ErrorAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div role="alert" className={styles.alert}>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.buttonSecondary} onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** The reason an API call failed, for messages that carry it (spec §8 "with reason"). */
export function errorReason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
