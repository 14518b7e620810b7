/**
 * ReferCompleteProfile (spec §2 Referral group): what a payout needs and is missing (first name,
 * last name, 5-digit ZIP), from GET /referralProfile, saved with PUT /referralProfile; then the card.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { updateMarketingProfile } from '../../../shared/session/marketing-profile';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useReferralProfile, useUpdateReferralProfile } from '../api';
import { useReferralErrorText } from '../components/error-text';
import { ProfileForm } from '../components/profile-form';
import styles from '../components/referral.module.css';

export default function ReferCompleteProfile() {
  const { t } = useTranslation('referral');
  useHeader('referral:profile.title', 'back');
  const navigate = useNavigate();
  const profile = useReferralProfile();
  const update = useUpdateReferralProfile();
  const errorText = useReferralErrorText();
  const data = profile.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('profile.heading')}</h1>
      <p className={styles.lead}>{t('profile.lead')}</p>
      {profile.isPending && <Loading text={t('profile.loading')} />}
      {profile.isError && (
        <ErrorAlert message={t('profile.loadError')} onRetry={() => void profile.refetch()} />
      )}
      {data && (
        <ProfileForm
          initial={{
            firstName: data.firstName ?? '',
            lastName: data.lastName ?? '',
            zip: data.zip ?? '',
          }}
          busy={update.isPending}
          onSubmit={(values) =>
            // a failed save is shown from update.error below
            update.mutateAsync(values).then(
              () => {
                // decision 059: a referral-only profile's first name, given here, joins her marketing profile
                updateMarketingProfile({ firstName: values.firstName.trim() });
                void navigate(routePath('ReferRedeemAddCard'));
                return true;
              },
              () => false,
            )
          }
        />
      )}
      {update.isPending && <Loading text={t('profile.saving')} />}
      {update.isError && (
        <ErrorAlert message={t('profile.saveError', { reason: errorText(update.error) })} />
      )}
    </div>
  );
}
