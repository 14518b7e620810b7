/** RecoveryEmail (spec §2): the recovery code went to the account's email; go on to enter it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { MissingUsername } from '../components/missing-username';
import styles from '../components/login.module.css';

export default function RecoveryEmail() {
  const { t } = useTranslation('auth');
  const { username, delivery } = useAuthFlow();
  if (!username) return <MissingUsername to="ForgotPassword" />;
  return (
    <AuthPage
      titleKey="forgot.title"
      headingKey="forgot.email.heading"
      leadKey="forgot.email.lead"
      leadValues={{ destination: delivery?.destination ?? username }}
    >
      <div className={styles.actions}>
        <Link className={styles.submitLink} to={routePath('ForgotPasswordVerificationCode')}>
          {t('forgot.email.enterCode')}
        </Link>
        <Link className={styles.linkButton} to={routePath('ForgotPassword')}>
          {t('forgot.email.useAnother')}
        </Link>
      </div>
    </AuthPage>
  );
}
