/**
 * Register (spec §2): email or phone and a password with live hints (the fixed client rule combined
 * with GET /passwordPolicy). POST /registerUser gives an unverified user (spec §4) and sends a code →
 * RegisterVerificationCode. A referral code carried from a referral link (/Refer/:shortCode, or
 * ?ref=CODE) is shown and sent as referralCode; the person may remove it, and a 422 naming it lets
 * them register without it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { normalizeShortCode, normalizeUsername } from '@lender/domain';
import { ApiError } from '../../../shared/http/client';
import {
  carriedReferralCode,
  carryReferralCode,
  dropReferralCode,
} from '../../../shared/referral/carried-code';
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
import { ReadyForm } from '../../../shared/hydration/ready-form';

/** A 422 naming the referral code: the code is unknown (or not usable), the rest may be fine. */
const rejectsReferralCode = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 422 &&
  /(^|\.)referralCode$/.test(error.field ?? '');

/** The code of ?ref=CODE (kept for this tab), else the one carried from a referral link. */
function useCarriedCode() {
  const [params] = useSearchParams();
  return useState<string | null>(() => {
    const fromQuery = normalizeShortCode(params.get('ref'));
    if (fromQuery) carryReferralCode(fromQuery);
    return fromQuery ?? carriedReferralCode();
  });
}

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
  const [referralCode, setReferralCode] = useCarriedCode();
  const mutation = useMutation({
    mutationFn: registerUser,
    onSuccess: (result, input) => {
      dropReferralCode();
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
    send(referralCode);
  };

  const send = (code: string | null) =>
    mutation.mutate({
      username: normalizeUsername(username).value,
      password,
      ...(code ? { referralCode: code } : {}),
    });

  const removeCode = () => {
    dropReferralCode();
    setReferralCode(null);
    mutation.reset();
  };
  const codeRejected = rejectsReferralCode(mutation.error);

  return (
    <AuthPage titleKey="register.title" headingKey="register.heading" leadKey="register.lead">
      <ReadyForm className={styles.form} onSubmit={onSubmit} noValidate>
        {codeRejected ? (
          <div role="alert" className={styles.error}>
            <p>{t('register.codeRejected', { code: referralCode })}</p>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                removeCode();
                send(null);
              }}
            >
              {t('register.continueWithout')}
            </button>
          </div>
        ) : (
          <FormAlert error={mutation.error} username={username} />
        )}
        {referralCode && (
          <p className={styles.lead}>
            {t('register.referralCode', { code: referralCode })}{' '}
            <button type="button" className={styles.linkButton} onClick={removeCode}>
              {t('register.removeCode')}
            </button>
          </p>
        )}
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
      </ReadyForm>
      <p className={styles.lead}>
        {t('register.haveAccount')} <Link to={routePath('Login')}>{t('register.signIn')}</Link>
      </p>
    </AuthPage>
  );
}
