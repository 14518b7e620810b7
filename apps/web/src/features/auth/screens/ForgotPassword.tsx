/** ForgotPassword (spec §2): the email or phone of the account; reached too after 3 wrong passwords. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { FormAlert } from '../components/form-alert';
import { UsernameField } from '../components/username-field';
import { usernameErrorKey } from '../login-validation';
import { startPasswordRecovery } from '../send-reset-code';
import styles from '../components/login.module.css';
import { ReadyForm } from '../../../shared/hydration/ready-form';

export default function ForgotPassword() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState(useAuthFlow.getState().username ?? '');
  const [errorKey, setErrorKey] = useState<string>();
  const start = useMutation({
    mutationFn: startPasswordRecovery,
    onSuccess: (to) => void navigate(to),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = usernameErrorKey(username);
    setErrorKey(found);
    if (!found) start.mutate(username);
  };

  return (
    <AuthPage titleKey="forgot.title" headingKey="forgot.heading" leadKey="forgot.lead">
      {params.get('tooManyAttempts') === 'true' && (
        <p role="status" className={styles.notice}>
          {t('forgot.tooManyAttempts')}
        </p>
      )}
      <ReadyForm className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert error={start.error} username={username} />
        <UsernameField value={username} onChange={setUsername} errorKey={errorKey} />
        <button type="submit" className={styles.submit} disabled={start.isPending}>
          {t(start.isPending ? 'common.working' : 'common.continue')}
        </button>
      </ReadyForm>
    </AuthPage>
  );
}
