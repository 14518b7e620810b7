/** NetworkError: no connection; retry checks the service again and returns where the customer was. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import styles from '../components/legal-page.module.css';
import { returnPath } from '../return-path';
import { useServiceRecheck } from '../use-service-recheck';

function OfflineIcon() {
  return (
    <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
      <path
        d="M6 18a26 26 0 0 1 36 0M12 25a17 17 0 0 1 24 0M18 32a8 8 0 0 1 12 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="24" cy="38" r="2.5" fill="currentColor" />
      <path d="M8 8l32 32" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export default function NetworkError() {
  const { t } = useTranslation('legal');
  const location = useLocation();
  useHeader('legal:networkError.title', 'none');
  const { checking, outcome, retry } = useServiceRecheck({
    target: returnPath(location.state),
    unavailableTarget: '/MaintenanceMode',
    checkOnMount: false,
  });

  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <OfflineIcon />
      <h1 className={styles.title}>{t('networkError.heading')}</h1>
      <p className={styles.intro}>{t('networkError.body')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void retry()}
          disabled={checking}
        >
          {checking ? t('common.checking') : t('common.retry')}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {outcome !== 'idle' && t('networkError.stillOffline')}
      </p>
    </div>
  );
}
