/**
 * The borrower's appraisal offer where the Dashboard has no loans to show (issue 12): the qualified amount, the
 * vehicle, and "Get my money" into the origination flow (entered with `resume=1`: it opens at the step reached)
 * or the offer's details. Reads the offers through shared/offers.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { useOpenAppraisalOffer } from '../../../shared/offers';
import { routePath } from '../../../shared/routing/route-path';
import styles from './accounts.module.css';

export function AppraisalOfferCard({ brand }: { brand: BrandCode }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const offer = useOpenAppraisalOffer();
  if (!offer?.applicationId) return null;
  const c = offer.collateral;
  const vehicle = c ? `${c.year} ${c.make} ${c.model}` : '';
  return (
    <section className={styles.card} aria-labelledby="appraisal-offer-heading">
      <h2 id="appraisal-offer-heading" className={styles.cardTitle}>
        {t('dashboard.appraisalHeading', { amount: format.money(offer.qualifiedAmountCents ?? 0) })}
      </h2>
      {vehicle && (
        <p className={styles.lead}>
          {t('dashboard.appraisalLead', { vehicle, date: format.date(offer.docExp) ?? '' })}
        </p>
      )}
      <div className={styles.actions}>
        <Link
          className={styles.button}
          to={routePath(`${brand}-OriginationAmount`, {
            applicationId: offer.applicationId,
            resume: '1',
          })}
        >
          {t('dashboard.appraisalGetMoney')}
        </Link>
        <Link
          className={styles.buttonSecondary}
          to={routePath(`${brand}-OfferDetails`, { offerKey: String(offer.offerKey) })}
        >
          {t('dashboard.appraisalDetails')}
        </Link>
      </div>
    </section>
  );
}
