/**
 * "Sign in with a passkey" on Login (issue 15): shown only where the browser has WebAuthn. The passkey is both factors,
 * so the session opens on a trusted device and the borrower lands where a password sign-in lands (post-sign-in.ts),
 * with no trusted-device code. A cancelled prompt or a passkey the server does not know is said in plain words.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { passkeyCeremonyFailure } from '@lender/domain';
import { useClientValue } from '../../../shared/hydration/use-client-value';
import { ApiError } from '../../../shared/http/client';
import { loadChunk } from '../../../shared/chunks/load-chunk';
import { FormAlert } from './form-alert';
import styles from './login.module.css';

/** The ceremony's code (the browser library, the calls' schemas) loads on the tap (sign-in.ts), not with the page. */
async function signIn(rememberMe: boolean): Promise<string> {
  const { signInWithPasskey } = await loadChunk(() => import('../sign-in'));
  return signInWithPasskey(rememberMe);
}

export function PasskeySignIn({ rememberMe }: { rememberMe: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationKey: ['passkeySignIn'],
    mutationFn: signIn,
    onSuccess: (destination) => void navigate(destination),
  });
  // a prerendered Login draws the passkey button (disabled with the rest of its form until hydrated): nearly every
  // browser has WebAuthn, and one appearing late would push the links below it down (layout shift); where the
  // browser has none it goes once the page is hydrated
  const supported = useClientValue(browserSupportsWebAuthn, true);
  if (!supported) return null;
  const error = mutation.error;
  const browserFailure =
    error && !(error instanceof ApiError)
      ? passkeyCeremonyFailure(error as { name?: string; code?: string })
      : undefined;

  return (
    <div className={styles.passkey}>
      <p className={styles.divider}>{t('passkey.or')}</p>
      {browserFailure ? (
        <p role="alert" className={styles.error}>
          {t(`passkey.failure.${browserFailure}`)}
        </p>
      ) : (
        <FormAlert error={error} />
      )}
      <button
        type="button"
        className={styles.secondary}
        onClick={() => mutation.mutate(rememberMe)}
        disabled={mutation.isPending}
      >
        {t(mutation.isPending ? 'passkey.signingIn' : 'passkey.signIn')}
      </button>
    </div>
  );
}
