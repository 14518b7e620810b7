/** Shown when a flow screen is opened without the username it needs (e.g. a new tab): start again. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import { AuthPage } from './auth-page';
import styles from './login.module.css';

export function MissingUsername({ to }: { to: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthPage
      titleKey="common.startAgainTitle"
      headingKey="common.startAgainTitle"
      leadKey="common.startAgain"
    >
      <Link className={styles.submitLink} to={routePath(to)}>
        {t('common.continue')}
      </Link>
    </AuthPage>
  );
}
