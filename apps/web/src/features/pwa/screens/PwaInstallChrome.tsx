/** /PwaInstallChrome: offers the browser's held install prompt, or the menu route when none is held. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { InstalledNotice } from '../components/installed-notice';
import styles from '../components/install-page.module.css';
import { useInstallPrompt, type InstallOutcome } from '../install-prompt';

export default function PwaInstallChrome() {
  const { t } = useTranslation('pwa');
  useHeader('pwa:title', 'back');
  const { canPrompt, installed, promptInstall } = useInstallPrompt();
  const [outcome, setOutcome] = useState<InstallOutcome | undefined>();

  if (installed) return <InstalledNotice />;

  const onInstall = async () => setOutcome(await promptInstall());

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('chrome.heading')}</h1>
      <p>{t('chrome.intro')}</p>
      {canPrompt && (
        <button type="button" className={styles.button} onClick={() => void onInstall()}>
          {t('chrome.install')}
        </button>
      )}
      <p role="status" className={styles.status}>
        {outcome === 'accepted' && t('chrome.accepted')}
        {outcome === 'dismissed' && t('chrome.dismissed')}
      </p>
      {!canPrompt && outcome === undefined && (
        <>
          <h2 className={styles.subtitle}>{t('chrome.manualHeading')}</h2>
          <p>{t('chrome.manual')}</p>
        </>
      )}
      <Link className={styles.link} to="/">
        {t('goHome')}
      </Link>
    </div>
  );
}
