/** /PwaInstallApple: the iOS Safari steps (Share → Add to Home Screen → Add). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { AddToHomeIcon, ShareIcon } from '../components/ios-icons';
import { InstalledNotice } from '../components/installed-notice';
import styles from '../components/install-page.module.css';
import { useInstallPrompt } from '../install-prompt';

export default function PwaInstallApple() {
  const { t } = useTranslation('pwa');
  useHeader('pwa:title', 'back');
  const { installed } = useInstallPrompt();
  if (installed) return <InstalledNotice />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('apple.heading')}</h1>
      <p>{t('apple.intro')}</p>
      <ol className={styles.steps}>
        <li>
          <span>{t('apple.stepShare')}</span>
          <span className={styles.icon}>
            <ShareIcon />
          </span>
        </li>
        <li>
          <span>{t('apple.stepAdd')}</span>
          <span className={styles.icon}>
            <AddToHomeIcon />
          </span>
        </li>
        <li>
          <span>{t('apple.stepConfirm')}</span>
        </li>
      </ol>
      <Link className={styles.link} to="/">
        {t('goHome')}
      </Link>
    </div>
  );
}
