/** VerifyEmail (spec §2): asks which email or phone number to verify when the flow does not know it. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeUsername } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { UsernameField } from '../components/username-field';
import { usernameErrorKey } from '../login-validation';
import styles from '../components/login.module.css';

export default function VerifyEmail() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [username, setUsername] = useState(useAuthFlow.getState().username ?? '');
  const [errorKey, setErrorKey] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = usernameErrorKey(username);
    setErrorKey(found);
    if (found) return;
    useAuthFlow.getState().update({ username: normalizeUsername(username).value });
    void navigate(routePath('RegisterVerificationMethod'));
  };

  return (
    <AuthPage titleKey="verify.title" headingKey="verify.email.heading" leadKey="verify.email.lead">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <UsernameField value={username} onChange={setUsername} errorKey={errorKey} />
        <button type="submit" className={styles.submit}>
          {t('common.continue')}
        </button>
      </form>
    </AuthPage>
  );
}
