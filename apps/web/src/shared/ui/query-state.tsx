/** Loading and error states of a screen's data (every feature's screens show both, spec: loading, empty, error). */
import { useTranslation } from 'react-i18next';
import { NetworkError, networkErrorMessage } from '../http/network-error';
import styles from './query-state.module.css';

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className={styles.status}>
      {text}
    </p>
  );
}

/**
 * An error the user can act on; with `onRetry`, a 'Try again' button. `live={false}` where the screen says it
 * through the app's live region instead (shared/ui/live-status), so it is not said twice.
 */
export function ErrorAlert({
  message,
  onRetry,
  live = true,
}: {
  message: string;
  onRetry?: () => void;
  live?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role={live ? 'alert' : undefined} className={styles.alert}>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** The reason an API call failed, for messages that carry it (spec §8 "with reason"); never the browser's English 'Failed to fetch'. */
export function errorReason(error: unknown): string {
  if (
    error instanceof TypeError &&
    !(error instanceof NetworkError) &&
    /fetch|network|load failed/i.test(error.message)
  ) {
    return networkErrorMessage();
  }
  return error instanceof Error && error.message ? error.message : String(error);
}
