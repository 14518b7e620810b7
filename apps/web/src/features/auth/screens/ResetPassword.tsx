/**
 * ResetPassword (spec §2): a new password with live hints; POST /confirmpassword with the username
 * and the code → Login with the password-changed notice. A wrong or expired code goes back to it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { routePath } from '../../../shared/routing/route-path';
import { confirmPassword, usePasswordPolicy } from '../api/password';
import { errorCodeOf } from '../api-error-message';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { FormAlert } from '../components/form-alert';
import { MissingUsername } from '../components/missing-username';
import { NewPasswordFields } from '../components/new-password-fields';
import { confirmPasswordErrorKey, newPasswordErrorKey } from '../login-validation';
import styles from '../components/login.module.css';

const CODE_ERRORS = new Set(['CodeMismatchException', 'ExpiredCodeException']);

export default function ResetPassword() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const { username, code } = useAuthFlow();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useMutation({
    mutationFn: confirmPassword,
    onSuccess: () => {
      useAuthFlow.getState().update({ code: undefined, delivery: undefined, wrongPasswords: 0 });
      void navigate(routePath('Login', { passwordReset: 'true' }));
    },
  });
  if (!username || !code)
    return <MissingUsername to={username ? 'ForgotPasswordVerificationCode' : 'ForgotPassword'} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: newPasswordErrorKey(password, policy),
      confirm: confirmPasswordErrorKey(password, confirm),
    };
    setErrors(found);
    if (!found.password && !found.confirm) mutation.mutate({ username, code, password });
  };
  const codeFailed = CODE_ERRORS.has(errorCodeOf(mutation.error) ?? '');

  return (
    <AuthPage titleKey="forgot.title" headingKey="forgot.reset.heading">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert error={mutation.error} username={username} />
        {codeFailed && (
          <Link className={styles.linkButton} to={routePath('ForgotPasswordVerificationCode')}>
            {t('forgot.reset.backToCode')}
          </Link>
        )}
        <NewPasswordFields
          labelKey="forgot.reset.password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          policy={policy}
          passwordError={errors.password}
          confirmError={errors.confirm}
        />
        <button type="submit" className={styles.submit} disabled={mutation.isPending}>
          {t(mutation.isPending ? 'common.working' : 'forgot.reset.submit')}
        </button>
      </form>
    </AuthPage>
  );
}
