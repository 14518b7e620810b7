/** TrustedDeviceEmail (spec §2): the trusted-device code went to the user's email; go on to enter it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { useCancelTrustedDevice } from '../use-cancel-trusted-device';
import styles from '../components/login.module.css';

export default function TrustedDeviceEmail() {
  const { t } = useTranslation('auth');
  const cancel = useCancelTrustedDevice();
  const delivery = useAuthFlow((s) => s.delivery);
  return (
    <AuthPage
      titleKey="trusted.title"
      headingKey="trusted.email.heading"
      leadKey="trusted.email.lead"
      leadValues={{ destination: delivery?.destination ?? '' }}
      button="cancel"
      onCancel={cancel}
    >
      <div className={styles.actions}>
        <Link className={styles.submitLink} to={routePath('VerificationCode')}>
          {t('trusted.email.enterCode')}
        </Link>
        <Link className={styles.linkButton} to={routePath('TrustedDeviceVerificationMethod')}>
          {t('trusted.email.another')}
        </Link>
      </div>
    </AuthPage>
  );
}
