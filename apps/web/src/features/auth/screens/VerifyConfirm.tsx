/** VerifyConfirm (spec §2): the account is verified; continue where a signed-in user goes. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { AuthPage } from '../components/auth-page';
import { FormAlert } from '../components/form-alert';
import { destinationAfterSignIn } from '../post-sign-in';
import styles from '../components/login.module.css';

export default function VerifyConfirm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const authenticated = useSessionStore((s) => s.authenticated);
  const next = useMutation({
    mutationFn: () => destinationAfterSignIn(useSessionStore.getState().brands),
    onSuccess: (to) => void navigate(to),
  });
  return (
    <AuthPage
      titleKey="verify.title"
      headingKey="verify.confirm.heading"
      leadKey="verify.confirm.lead"
      button="none"
    >
      <FormAlert error={next.error} />
      {authenticated ? (
        <button
          type="button"
          className={styles.submit}
          disabled={next.isPending}
          onClick={() => next.mutate()}
        >
          {t(next.isPending ? 'common.working' : 'common.continue')}
        </button>
      ) : (
        <Link className={styles.submitLink} to={routePath('Login')}>
          {t('login.signIn')}
        </Link>
      )}
    </AuthPage>
  );
}
