/** /MaintenanceMode: the service is unavailable; retry re-checks GET /serviceStatus. */
import { useTranslation } from 'react-i18next';
import { useHeader } from '../../../shared/layout/use-header';
import styles from '../components/legal-page.module.css';
import { formatUntil } from '../format-until';
import { useServiceRecheck } from '../use-service-recheck';

export default function MaintenanceMode() {
  const { t, i18n } = useTranslation('legal');
  useHeader('legal:maintenance.title', 'none');
  const { status, checking, outcome, retry } = useServiceRecheck({
    target: '/',
    checkOnMount: true,
  });
  const until = status?.available === false ? formatUntil(status.until, i18n.language) : undefined;

  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <h1 className={styles.title}>{t('maintenance.heading')}</h1>
      <p className={styles.intro}>{t('maintenance.body')}</p>
      {until && <p>{t('maintenance.until', { time: until })}</p>}
      {status?.available === false && status.message && <p>{status.message}</p>}
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
        {outcome === 'unavailable' && t('maintenance.stillUnavailable')}
        {outcome === 'failed' && t('maintenance.checkFailed')}
      </p>
    </div>
  );
}
