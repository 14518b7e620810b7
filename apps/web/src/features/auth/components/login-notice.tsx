/**
 * The message Login shows when it is reached after signing out (also because the profile was locked), after a locked flow ended, or from a
 * signed link that was already used (a link works once: sign in, or ask for a new link).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import styles from './login.module.css';

export interface LoginNoticeProps {
  signedOut: boolean;
  passwordReset?: boolean;
  flowEnded: 'success' | 'error' | undefined;
  /** reached from a signed (guest) link used before */
  linkUsed?: boolean;
  /** signed out because the lender locked the profile (spec §4 profileLock) */
  profileLocked?: boolean;
}

export function LoginNotice({
  signedOut,
  passwordReset,
  flowEnded,
  linkUsed,
  profileLocked,
}: LoginNoticeProps) {
  const { t } = useTranslation('auth');
  if (profileLocked) {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('login.profileLocked.message')}</p>
        <p>{t('login.profileLocked.next')}</p>
      </div>
    );
  }
  if (linkUsed) {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('login.linkUsed.message')}</p>
        <p>{t('login.linkUsed.next')}</p>
        <p>
          <Link to={routePath('ContactUs')}>{t('login.linkUsed.newLink')}</Link>
        </p>
      </div>
    );
  }
  if (flowEnded) {
    return (
      <div
        role={flowEnded === 'error' ? 'alert' : 'status'}
        className={flowEnded === 'error' ? styles.error : styles.notice}
      >
        <p>{t(flowEnded === 'error' ? 'login.flowEnded.error' : 'login.flowEnded.success')}</p>
        <p>{t('login.flowEnded.continue')}</p>
      </div>
    );
  }
  if (passwordReset) {
    return (
      <p role="status" className={styles.notice}>
        {t('login.passwordReset')}
      </p>
    );
  }
  if (!signedOut) return null;
  return (
    <p role="status" className={styles.notice}>
      {t('login.signedOut')}
    </p>
  );
}
