/**
 * The debug menu (spec §2 Side menu: "a debug menu with test-message triggers shows only in lower environments";
 * decision 060): at the foot of the side menu when the server says this is not production (debugMenuEnabled). Its
 * triggers show the app's own message surfaces with a test text — a status said in the one live region, an error
 * alert — and open the development outbox, where a test email or text message would be read.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveStatusStore } from '../../shared/ui/live-status';
import styles from './sidebar.module.css';

type Shown = 'status' | 'error' | undefined;

export function DebugMenu() {
  const { t } = useTranslation();
  const announce = useLiveStatusStore((s) => s.announce);
  const [shown, setShown] = useState<Shown>();
  return (
    <details className={styles.debug}>
      <summary>{t('layout.debug.title')}</summary>
      <p>{t('layout.debug.intro')}</p>
      <ul className={styles.debugList}>
        <li>
          <button
            type="button"
            onClick={() => {
              setShown('status');
              announce(t('layout.debug.statusText'));
            }}
          >
            {t('layout.debug.status')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => setShown('error')}>
            {t('layout.debug.error')}
          </button>
        </li>
        <li>
          <a href="/dev/outbox" target="_blank" rel="noopener noreferrer">
            {t('layout.debug.outbox')}{' '}
            <span className="visually-hidden">{t('layout.debug.newTab')}</span>
          </a>
        </li>
      </ul>
      {shown === 'status' && <p>{t('layout.debug.statusText')}</p>}
      {shown === 'error' && <p role="alert">{t('layout.debug.errorText')}</p>}
    </details>
  );
}
