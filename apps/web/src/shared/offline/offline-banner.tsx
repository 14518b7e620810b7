/**
 * The shell's offline banner (issue 11): shown on every screen while the browser is offline, with the reason
 * payments and other changes are off. Screens that show kept data say how old it is (OfflineAsOf).
 */
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { useOnline } from './use-online';
import styles from './offline.module.css';

/** The banner's reason, for a control it disables to point at (aria-describedby). */
export const OFFLINE_REASON_ID = 'offline-reason';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className={styles.banner} data-testid="offline-banner">
      <p className={styles.title}>{t('offline.title')}</p>
      <p id={OFFLINE_REASON_ID}>{t('offline.writesOff')}</p>
    </div>
  );
}

/** "Last updated {date and time}" for data shown from the device or from memory while offline. */
export function OfflineAsOf({ asOf }: { asOf: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className={styles.asOf} data-testid="offline-as-of">
      {t('offline.asOf', { time: format.dateTime(asOf) })}
    </p>
  );
}
