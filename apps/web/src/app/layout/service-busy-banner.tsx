/**
 * The shell's busy state (decision 043): while a read the server turned away as busy waits to be asked again
 * (shared/http/service-busy.ts), a banner under the header says so, and the app's one live region says it politely.
 * The screen itself keeps its loading state; if the read still fails, the screen shows its error and Try again.
 */
import { useTranslation } from 'react-i18next';
import { useServiceBusyStore } from '../../shared/http/service-busy';
import { useAnnounce } from '../../shared/ui/live-status';
import styles from './service-busy-banner.module.css';

export function ServiceBusyBanner() {
  const { t } = useTranslation();
  const busy = useServiceBusyStore((s) => s.retrying > 0);
  const text = t('layout.serviceBusy');
  useAnnounce(busy ? text : undefined);
  if (!busy) return null;
  return (
    <p className={styles.banner} data-testid="service-busy">
      {text}
    </p>
  );
}
