/**
 * After her third successful payment (spec §9 payments before app review; decision 058): one card on
 * ConfirmPayment offering the app on her home screen (PwaInstallRoute picks the browser's own way), with "Not now".
 * Asked once per profile on this device; never in the installed app or for a guest.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appReviewDue } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { countSuccessfulPayment, markAppReviewAsked, readAppReview } from '../app-review';
import styles from './payments.module.css';

const runsInstalled = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  (window.matchMedia?.('(display-mode: standalone)').matches ?? false);

export function AppReviewPrompt({
  profileId,
  guest,
  confirmationNumber,
}: {
  profileId: string | undefined;
  guest: boolean;
  confirmationNumber: string;
}) {
  const { t } = useTranslation('payments');
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!profileId || guest) return;
    countSuccessfulPayment(profileId, confirmationNumber);
    const record = readAppReview(profileId);
    setDue(
      appReviewDue({
        successfulPayments: record.payments.length,
        alreadyAsked: record.asked,
        installed: runsInstalled(),
        guest,
      }),
    );
  }, [profileId, guest, confirmationNumber]);
  if (!due || !profileId) return null;
  const asked = () => {
    markAppReviewAsked(profileId);
    setDue(false);
  };
  return (
    <section className={styles.card} aria-labelledby="app-review-heading">
      <h2 id="app-review-heading">{t('appReview.heading')}</h2>
      <p>{t('appReview.lead')}</p>
      <div className={styles.actions}>
        <Link className={styles.button} to={routePath('PwaInstallRoute')} onClick={asked}>
          {t('appReview.install')}
        </Link>
        <button type="button" className={styles.buttonSecondary} onClick={asked}>
          {t('appReview.notNow')}
        </button>
      </div>
    </section>
  );
}
