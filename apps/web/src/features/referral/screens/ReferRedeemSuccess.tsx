/** ReferRedeemSuccess (spec §2 Referral group): the amount paid out, the card's last 4 and the cash-out's confirmation number (never an id: issue 48). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useCardEnding } from '../components/card-ending';
import styles from '../components/referral.module.css';
import { useReferralStore } from '../store';
import { useFormat } from '../../../shared/i18n/format';

export default function ReferRedeemSuccess() {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const cardEnding = useCardEnding();
  useHeader('referral:success.title', 'menu');
  const result = useReferralStore((s) => s.result);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{result ? t('success.heading') : t('success.title')}</h1>
      {result ? (
        <section className={styles.card} aria-label={t('success.title')}>
          <dl className={styles.facts}>
            <dt>{t('success.amount')}</dt>
            <dd>{format.money(result.amountCents)}</dd>
            <dt>{t('success.card')}</dt>
            <dd>{cardEnding(result)}</dd>
            {result.confirmationNumber && (
              <>
                <dt>{t('success.confirmationNumber')}</dt>
                <dd>{result.confirmationNumber}</dd>
              </>
            )}
          </dl>
        </section>
      ) : (
        <p className={styles.lead}>{t('success.missing')}</p>
      )}
      <Link className={styles.button} to={routePath('ReferralRewardsHome')}>
        {t('common.back')}
      </Link>
    </div>
  );
}
