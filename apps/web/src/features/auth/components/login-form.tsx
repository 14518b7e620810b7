/**
 * Sign-in form: email or phone, password with show/hide, remember me. After POST /authenticate the
 * session is built and the user goes on (post-sign-in.ts). Failures follow spec §8: the message of
 * api-error-message.ts; UserNotConfirmedException marks the user unverified → VerifyWarning;
 * PasswordResetRequiredException → SecureAccount; wrongPasswordRedirectCount (3) wrong passwords in
 * a row → ForgotPassword. Below it, where the browser has WebAuthn, "Sign in with a passkey" (no username, no password).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { normalizeUsername } from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { routePath } from '../../../shared/routing/route-path';
import { isPasswordResetRequired } from '../../../shared/session/intended-destination';
import { useSessionStore } from '../../../shared/session/session-store';
import { errorCodeOf } from '../api-error-message';
import { useAuthFlow } from '../auth-flow-store';
import { validateLogin, type LoginFieldErrors } from '../login-validation';
import type { PasswordSignIn } from '../sign-in';
import { loadChunk } from '../../../shared/chunks/load-chunk';
import { FormAlert } from './form-alert';
import { PasskeySignIn } from './passkey-sign-in';
import { PasswordField } from './password-field';
import { UsernameField } from './username-field';
import { Checkbox } from '../../../shared/ui/choice';
import styles from './login.module.css';
import { ReadyForm } from '../../../shared/hydration/ready-form';

/** The sign-in's calls and session load on submit (sign-in.ts): none of it is in the page's start-up script. */
async function signIn(input: PasswordSignIn): Promise<string> {
  const { signInWithPassword } = await loadChunk(() => import('../sign-in'));
  return signInWithPassword(input);
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const flow = useAuthFlow();
  const { wrongPasswordRedirectCount } = useServerSettings();
  const [username, setUsername] = useState(flow.username ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  const onFailure = (error: unknown, tried: string) => {
    const code = errorCodeOf(error);
    flow.update({ username: tried, rememberMe });
    if (code === 'UserNotConfirmedException') {
      useSessionStore.getState().update({ verified: false, username: tried });
      void navigate(routePath('VerifyWarning'));
    } else if (isPasswordResetRequired(error)) {
      void navigate(routePath('SecureAccount'));
    } else if (code === 'NotAuthorizedException') {
      const wrongPasswords = flow.wrongPasswords + 1;
      const redirect = wrongPasswords >= wrongPasswordRedirectCount;
      flow.update({ wrongPasswords: redirect ? 0 : wrongPasswords });
      if (redirect) void navigate(routePath('ForgotPassword', { tooManyAttempts: 'true' }));
    } else {
      console.warn('[auth] sign-in failed', error);
    }
  };

  const mutation = useMutation({
    mutationKey: ['authenticate'],
    mutationFn: signIn,
    onSuccess: (destination) => {
      flow.update({ wrongPasswords: 0 });
      void navigate(destination);
    },
    onError: (error, input) => onFailure(error, input.username),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username || found.password) return;
    mutation.mutate({ username: normalizeUsername(username).value, password, rememberMe });
  };

  return (
    <ReadyForm className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert error={mutation.error} username={username} />
      <UsernameField value={username} onChange={setUsername} errorKey={errors.username} />
      <PasswordField value={password} onChange={setPassword} errorKey={errors.password} />
      <Checkbox
        name="rememberMe"
        checked={rememberMe}
        onChange={(event) => setRememberMe(event.target.checked)}
      >
        {t('login.rememberMe')}
      </Checkbox>
      <button type="submit" className={styles.submit} disabled={mutation.isPending}>
        {t(mutation.isPending ? 'login.signingIn' : 'login.signIn')}
      </button>
      <PasskeySignIn rememberMe={rememberMe} />
    </ReadyForm>
  );
}
