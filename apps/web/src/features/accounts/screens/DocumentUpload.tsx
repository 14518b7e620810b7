/**
 * {brand}-DocumentUpload (spec §2 Pending group, §5 Document upload): GET /uploadLoanDocuments says
 * whether the loan takes documents and the limits; the form checks and uploads with progress; the
 * loan's uploads are listed below.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useAccountDetail } from '../api/accounts';
import { useUploadStatus } from '../api/uploads';
import { ErrorAlert, Loading } from '../components/query-state';
import { UploadForm } from '../components/upload-form';
import { UploadHistory } from '../components/upload-history';
import { brandRoute, useLoanRoute } from '../components/use-loan-route';
import styles from '../components/accounts.module.css';

export default function DocumentUpload() {
  const { t } = useTranslation('accounts');
  useHeader('accounts:upload.title', 'back');
  const { brand, loanId } = useLoanRoute();
  const status = useUploadStatus(loanId);
  const lmsId = useAccountDetail(loanId).data?.lmsId;
  const limits = status.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {lmsId ? t('upload.heading', { lmsId }) : t('upload.title')}
      </h1>
      {status.isPending && <Loading text={t('common.loading')} />}
      {status.isError && (
        <ErrorAlert message={t('upload.statusError')} onRetry={() => void status.refetch()} />
      )}
      {limits && !limits.canUploadLoanDocuments && (
        <p className={styles.lead}>
          {t(`upload.notAllowed.${limits.reason ?? 'uploadsDisabled'}`)}
        </p>
      )}
      {limits?.canUploadLoanDocuments && (
        <>
          <p className={styles.lead}>
            {t('upload.lead', { maxFiles: limits.maxFiles, maxSizeMb: limits.maxSizeMb })}
          </p>
          <UploadForm loanId={loanId} limits={limits} />
        </>
      )}
      {limits && <UploadHistory loanId={loanId} />}
      <Link className={styles.link} to={routePath(brandRoute(brand, 'AccountDetails'), { loanId })}>
        {t('common.backToLoan')}
      </Link>
    </div>
  );
}
