/**
 * Register (spec §2): email or phone and a password with live hints (the fixed client rule combined
 * with GET /passwordPolicy). POST /registerUser gives an unverified user (spec §4) and sends a code →
 * RegisterVerificationCode.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { normalizeUsername } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { usePasswordPolicy } from '../api/password';
import { registerUser } from '../api/registration';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { UsernameField } from '../components/username-field';
import {
  confirmPasswordErrorKey,
  newPasswordErrorKey,
  usernameErrorKey,
} from '../login-validation';
import styles from '../components/login.module.css';

interface Errors {
  username?: string;
  password?: string;
  confirm?: string;
}

export default function Register() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: registerUser,
    onSuccess: (result, input) => {
      useAuthFlow.getState().update({ username: input.username, delivery: result.codeDelivery });
      useSessionStore.getState().update({ verified: false, username: input.username });
      void navigate(routePath('RegisterVerificationCode'));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      username: usernameErrorKey(username),
      password: newPasswordErrorKey(password, policy),
      confirm: confirmPasswordErrorKey(password, confirm),
    };
    setErrors(found);
    if (found.username || found.password || found.confirm) return;
    mutation.mutate({ username: normalizeUsername(username).value, password });
  };

  return (
    <AuthPage titleKey="register.title" headingKey="register.heading" leadKey="register.lead">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert error={mutation.error} username={username} />
        <UsernameField value={username} onChange={setUsername} errorKey={errors.username} />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          policy={policy}
          passwordError={errors.password}
          confirmError={errors.confirm}
        />
        <button type="submit" className={styles.submit} disabled={mutation.isPending}>
          {t(mutation.isPending ? 'common.working' : 'register.submit')}
        </button>
      </form>
      <p className={styles.lead}>
        {t('register.haveAccount')} <Link to={routePath('Login')}>{t('register.signIn')}</Link>
      </p>
    </AuthPage>
  );
}
