/** VerifyWarning (spec §2, §4): a registered user who is not verified yet is asked to verify first. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import styles from '../components/login.module.css';

export default function VerifyWarning() {
  const { t } = useTranslation('auth');
  const username = useAuthFlow((s) => s.username);
  return (
    <AuthPage titleKey="verify.title" headingKey="verify.warning.heading">
      <p role="alert" className={styles.error}>
        {username ? t('verify.warning.bodyFor', { username }) : t('verify.warning.body')}
      </p>
      <div className={styles.actions}>
        <Link
          className={styles.submitLink}
          to={routePath(username ? 'RegisterVerificationMethod' : 'VerifyEmail')}
        >
          {t('verify.warning.verifyNow')}
        </Link>
        <Link className={styles.linkButton} to={routePath('Login')}>
          {t('common.backToSignIn')}
        </Link>
      </div>
    </AuthPage>
  );
}
