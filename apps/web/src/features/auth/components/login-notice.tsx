/** The message Login shows when it is reached after signing out or after a locked flow ended. */
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

export interface LoginNoticeProps {
  signedOut: boolean;
  passwordReset?: boolean;
  flowEnded: 'success' | 'error' | undefined;
}

export function LoginNotice({ signedOut, passwordReset, flowEnded }: LoginNoticeProps) {
  const { t } = useTranslation('auth');
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
