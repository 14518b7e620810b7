/** Sign-in form: email or phone, password with show/hide, remember me, sign-in button. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeUsername } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAuthenticate } from '../api';
import { validateLogin, type LoginFieldErrors } from '../login-validation';
import { signInErrorMessage } from '../sign-in-error';
import { PasswordField } from './password-field';
import { UsernameField } from './username-field';
import styles from './login.module.css';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const updateSession = useSessionStore((s) => s.update);
  const signIn = useAuthenticate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username || found.password) return;
    signIn.mutate(
      { username: normalizeUsername(username).value, password, rememberMe, legacy: false },
      {
        onSuccess: (result) => {
          updateSession({ authenticated: true, tokens: result });
          void navigate(routePath('Home'));
        },
      },
    );
  };

  const failure = signIn.isError ? signInErrorMessage(signIn.error) : undefined;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure && (
        <p role="alert" className={styles.error}>
          {'text' in failure
            ? failure.text
            : t(failure.key, {
                ...failure.values,
                defaultValue: failure.values?.code ?? t('login.errors.generic'),
              })}
        </p>
      )}
      <UsernameField value={username} onChange={setUsername} errorKey={errors.username} />
      <PasswordField value={password} onChange={setPassword} errorKey={errors.password} />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        {t('login.rememberMe')}
      </label>
      <button type="submit" className={styles.submit} disabled={signIn.isPending}>
        {t(signIn.isPending ? 'login.signingIn' : 'login.signIn')}
      </button>
    </form>
  );
}
