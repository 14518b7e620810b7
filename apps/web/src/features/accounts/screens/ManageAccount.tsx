/**
 * {brand}-ManageAccount (spec §2): the loan's settings overview from what the API gives: account
 * information, documents and statements, document upload (when the loan takes it), a store
 * appointment and the store's phone. A status that blocks self-service goes to AccountStatusBlocked.
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useAccountDetail } from '../api/accounts';
import { useUploadStatus } from '../api/uploads';
import { Facts } from '../components/facts';
import { productLabel } from '../components/loan-card';
import { loanActionPath } from '../components/loan-actions';
import { ErrorAlert, Loading } from '../components/query-state';
import { PhoneLink } from '../components/store-phone';
import { brandRoute, useLoanRoute } from '../components/use-loan-route';
import styles from '../components/accounts.module.css';
import { useFormat } from '../../../shared/i18n/format';

const BLOCKS_SELF_SERVICE = new Set(['bankrupt', 'sold']);

export default function ManageAccount() {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  useHeader('accounts:manage.title', 'back');
  const { brand, loanId } = useLoanRoute();
  const detail = useAccountDetail(loanId);
  const upload = useUploadStatus(loanId);
  const loan = detail.data;

  if (loan && BLOCKS_SELF_SERVICE.has(loan.statusGroup)) {
    return (
      <Navigate replace to={routePath(brandRoute(brand, 'AccountStatusBlocked'), { loanId })} />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {loan ? t('manage.heading', { lmsId: loan.lmsId }) : t('manage.title')}
      </h1>
      {detail.isPending && <Loading text={t('details.loading')} />}
      {detail.isError && (
        <ErrorAlert message={t('details.error')} onRetry={() => void detail.refetch()} />
      )}
      {loan && (
        <>
          <section className={styles.card} aria-labelledby="manage-info">
            <h2 id="manage-info" className={styles.cardTitle}>
              {t('manage.info')}
            </h2>
            <Facts
              facts={[
                { label: t('manage.borrower'), value: loan.customerName },
                { label: t('manage.product'), value: productLabel(loan, t) },
                { label: t('manage.status'), value: t(`status.${loan.statusGroup}`) },
                { label: t('manage.brand'), value: loan.brandDisplayName },
                { label: t('details.openedOn'), value: format.date(loan.openedOn) },
              ]}
            />
          </section>
          <section className={styles.card} aria-labelledby="manage-documents">
            <h2 id="manage-documents" className={styles.cardTitle}>
              {t('manage.documentsHeading')}
            </h2>
            <div className={styles.actions}>
              <Link
                className={styles.buttonSecondary}
                to={loanActionPath(brand, 'documents', loan)}
              >
                {t('details.documents')}
              </Link>
              <Link
                className={styles.buttonSecondary}
                to={loanActionPath(brand, 'monthlyDocuments', loan)}
              >
                {t('details.monthlyDocuments')}
              </Link>
              {upload.data?.canUploadLoanDocuments ? (
                <Link
                  className={styles.buttonSecondary}
                  to={routePath(brandRoute(brand, 'DocumentUpload'), { loanId })}
                >
                  {t('details.uploadDocuments')}
                </Link>
              ) : (
                upload.data && <p className={styles.muted}>{t('manage.uploadUnavailable')}</p>
              )}
            </div>
          </section>
          <section className={styles.card} aria-labelledby="manage-store">
            <h2 id="manage-store" className={styles.cardTitle}>
              {t('manage.storeHeading')}
            </h2>
            <p className={styles.lead}>{loan.storeName}</p>
            <PhoneLink phone={loan.storePhoneNumber} />
            <Link
              className={styles.buttonSecondary}
              to={loanActionPath(brand, 'appointment', loan)}
            >
              {t('details.appointment')}
            </Link>
          </section>
        </>
      )}
    </div>
  );
}
