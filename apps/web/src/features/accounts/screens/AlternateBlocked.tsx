/**
 * {brand}-AlternateBlocked (spec §2 params loanId, isLocked, alternateName; §4 Alternate-party
 * lockout): the other party on the loan holds the payment lock, so this one cannot pay right now.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { Notice } from '../components/notice';
import { brandRoute, useLoanRoute } from '../components/use-loan-route';
import styles from '../components/accounts.module.css';

export default function AlternateBlocked() {
  const { t } = useTranslation('accounts');
  useHeader('accounts:alternateBlocked.title', 'menu');
  const { brand, loanId } = useLoanRoute();
  const [params] = useSearchParams();
  const isLocked = params.get('isLocked') !== 'false';
  const alternateName = params.get('alternateName')?.trim();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('alternateBlocked.heading')}</h1>
      {isLocked ? (
        <Notice heading={t('alternateBlocked.title')} tone="warning">
          <p>
            {alternateName
              ? t('alternateBlocked.lead', { name: alternateName })
              : t('alternateBlocked.leadUnknown')}
          </p>
          <p>{t('alternateBlocked.later')}</p>
        </Notice>
      ) : (
        <p className={styles.lead}>{t('alternateBlocked.notLocked')}</p>
      )}
      <div className={styles.actions}>
        <Link className={styles.button} to={routePath(brandRoute(brand, 'Dashboard'))}>
          {t('common.backToDashboard')}
        </Link>
        {loanId && (
          <Link
            className={styles.buttonSecondary}
            to={routePath(brandRoute(brand, 'AccountDetails'), { loanId })}
          >
            {t('common.backToLoan')}
          </Link>
        )}
      </div>
    </div>
  );
}
