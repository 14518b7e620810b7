/** /PwaInstallUnsupported: this browser cannot install the app; the site keeps working. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import styles from '../components/install-page.module.css';

export default function PwaInstallUnsupported() {
  const { t } = useTranslation('pwa');
  useHeader('pwa:title', 'back');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('unsupported.heading')}</h1>
      <p>{t('unsupported.body')}</p>
      <p>{t('unsupported.keepUsing')}</p>
      <Link className={styles.link} to="/">
        {t('goHome')}
      </Link>
    </div>
  );
}
