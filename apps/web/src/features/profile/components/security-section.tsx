/** Sign-in and security (issue 15): the borrower's passkeys and trusted devices. */
import { useTranslation } from 'react-i18next';
import { DeviceList } from './device-list';
import { PasskeyList } from './passkey-list';
import content from '../../../shared/ui/content.module.css';

export function SecuritySection() {
  const { t } = useTranslation('profile');
  return (
    <section className={content.card} aria-labelledby="profile-security">
      <h2 id="profile-security">{t('security.heading')}</h2>
      <PasskeyList />
      <DeviceList />
    </section>
  );
}
