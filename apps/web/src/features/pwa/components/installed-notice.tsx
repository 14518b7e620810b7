import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './install-page.module.css';

/** Shown in place of install steps when the app already runs installed. */
export function InstalledNotice() {
  const { t } = useTranslation('pwa');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('installed.heading')}</h1>
      <p>{t('installed.body')}</p>
      <Link className={styles.link} to="/">
        {t('goHome')}
      </Link>
    </div>
  );
}
