/** Loading and error states of the payment screens. */
import { useTranslation } from 'react-i18next';
import styles from './payments.module.css';

export function Loading({ text }: { text: string }) {
  return (
    <div role="status" className={styles.status}>
      <p>{text}</p>
    </div>
  );
}

export function ErrorAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('payments');
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
