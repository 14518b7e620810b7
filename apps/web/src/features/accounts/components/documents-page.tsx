/** The frame of the two document screens: heading, the list or its loading / error state, back link. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDocument } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { DocumentList } from './document-list';
import { ErrorAlert, Loading } from './query-state';
import { brandRoute } from './use-loan-route';
import styles from './accounts.module.css';

export interface DocumentsPageProps {
  heading: string;
  brand: BrandCode;
  loanId: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  documents: readonly TAccountDocument[] | undefined;
  children?: ReactNode;
}

export function DocumentsPage({
  heading,
  brand,
  loanId,
  query,
  documents,
  children,
}: DocumentsPageProps) {
  const { t } = useTranslation('accounts');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      {query.isPending && <Loading text={t('documents.loading')} />}
      {query.isError && (
        <ErrorAlert message={t('documents.error')} onRetry={() => void query.refetch()} />
      )}
      {documents && <DocumentList documents={documents} />}
      {children}
      <Link className={styles.link} to={routePath(brandRoute(brand, 'AccountDetails'), { loanId })}>
        {t('common.backToLoan')}
      </Link>
    </div>
  );
}
