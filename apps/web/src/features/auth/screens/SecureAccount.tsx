/**
 * SecureAccount (spec §4): an authentication error containing PasswordResetRequired lands here (the
 * intended destination is already stored). The user resets the password, then signs in and goes on.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { routePath } from '../../../shared/routing/route-path';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { FormAlert } from '../components/form-alert';
import { startPasswordRecovery } from '../send-reset-code';
import styles from '../components/login.module.css';

export default function SecureAccount() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const username = useAuthFlow((s) => s.username);
  const start = useMutation({
    mutationFn: startPasswordRecovery,
    onSuccess: (to) => void navigate(to),
  });
  return (
    <AuthPage
      titleKey="forgot.title"
      headingKey="secure.heading"
      leadKey="secure.lead"
      button="none"
    >
      <FormAlert error={start.error} username={username} />
      <div className={styles.actions}>
        {username ? (
          <button
            type="button"
            className={styles.submit}
            disabled={start.isPending}
            onClick={() => start.mutate(username)}
          >
            {t(start.isPending ? 'common.working' : 'secure.reset')}
          </button>
        ) : (
          <Link className={styles.submitLink} to={routePath('ForgotPassword')}>
            {t('secure.reset')}
          </Link>
        )}
        <Link className={styles.linkButton} to={routePath('Login')}>
          {t('common.backToSignIn')}
        </Link>
      </div>
    </AuthPage>
  );
}
