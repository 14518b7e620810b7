/**
 * {brand}-AccountStatusBlocked (spec §2 Pending group): the loan's status keeps it out of self-service
 * (a bankruptcy, a sold debt); the borrower is asked to call the store.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useAccountDetail } from '../api/accounts';
import { ErrorAlert, Loading } from '../components/query-state';
import { PhoneLink } from '../components/store-phone';
import { brandRoute, useLoanRoute } from '../components/use-loan-route';
import styles from '../components/accounts.module.css';

export default function AccountStatusBlocked() {
  const { t } = useTranslation('accounts');
  useHeader('accounts:blocked.title', 'menu');
  const { brand, loanId } = useLoanRoute();
  const detail = useAccountDetail(loanId);
  const loan = detail.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('blocked.heading')}</h1>
      {detail.isPending && <Loading text={t('details.loading')} />}
      {detail.isError && (
        <ErrorAlert message={t('details.error')} onRetry={() => void detail.refetch()} />
      )}
      {loan ? (
        <>
          <p className={styles.lead}>
            {t('blocked.lead', { lmsId: loan.lmsId, status: t(`status.${loan.statusGroup}`) })}
          </p>
          <PhoneLink phone={loan.storePhoneNumber} />
        </>
      ) : (
        !detail.isPending && <p className={styles.lead}>{t('blocked.leadGeneric')}</p>
      )}
      <Link className={styles.buttonSecondary} to={routePath(brandRoute(brand, 'Dashboard'))}>
        {t('common.backToDashboard')}
      </Link>
    </div>
  );
}
