/**
 * TrustedDeviceWarning (spec §2, §4 trusted-device check): a sign-in from a device that is not
 * trusted must confirm a code first. The flow is locked meanwhile: any route outside it signs out.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { AuthPage } from '../components/auth-page';
import { TRUSTED_DEVICE_FLOW, useCancelTrustedDevice } from '../use-cancel-trusted-device';
import styles from '../components/login.module.css';

export default function TrustedDeviceWarning() {
  const { t } = useTranslation('auth');
  const cancel = useCancelTrustedDevice();
  useEffect(() => {
    useSessionStore.getState().lockFlow(TRUSTED_DEVICE_FLOW);
  }, []);
  return (
    <AuthPage
      titleKey="trusted.title"
      headingKey="trusted.warning.heading"
      leadKey="trusted.warning.lead"
      button="cancel"
      onCancel={cancel}
    >
      <div className={styles.actions}>
        <Link className={styles.submitLink} to={routePath('TrustedDeviceVerificationMethod')}>
          {t('common.continue')}
        </Link>
        <button type="button" className={styles.secondary} onClick={cancel}>
          {t('trusted.warning.signOut')}
        </button>
      </div>
    </AuthPage>
  );
}
