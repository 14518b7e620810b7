/** The one plain screen of every route whose screen a later issue builds. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../shared/layout/use-header';
import { routePath } from '../../shared/routing/route-path';
import { useSessionStore } from '../../shared/session/session-store';
import styles from './page.module.css';

export default function NotBuiltScreen() {
  const { t } = useTranslation();
  const authenticated = useSessionStore((s) => s.authenticated);
  useHeader('layout.notBuilt.title', 'menu');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('layout.notBuilt.title')}</h1>
      <p>{t('layout.notBuilt.body')}</p>
      <Link className={styles.button} to={routePath(authenticated ? 'Home' : 'Login')}>
        {t('layout.notBuilt.home')}
      </Link>
    </section>
  );
}
