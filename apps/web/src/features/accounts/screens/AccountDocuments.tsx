/**
 * {brand}-AccountDocuments (Documents/:lmsId, spec §2): the loan's agreement and disclosures
 * (GET /lmsAccountDocuments), each opened as a PDF (GET /loanDocuments) with the view recorded; the
 * monthly statements are one step further. 'No account documents were found.' when there are none.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useLmsAccountDocuments } from '../api/documents';
import { DocumentsPage } from '../components/documents-page';
import { brandRoute, useLoanRoute } from '../components/use-loan-route';
import styles from '../components/accounts.module.css';

export default function AccountDocuments() {
  const { t } = useTranslation('accounts');
  useHeader('accounts:documents.title', 'back');
  const { brand, loanId, lmsId } = useLoanRoute();
  const query = useLmsAccountDocuments(loanId, lmsId);
  const documents = query.data?.documents.filter((doc) => doc.kind !== 'monthlyStatement');
  const hasStatements =
    query.data?.documents.some((doc) => doc.kind === 'monthlyStatement') ?? false;

  return (
    <DocumentsPage
      heading={t('documents.heading', { lmsId })}
      brand={brand}
      loanId={loanId}
      query={query}
      documents={documents}
    >
      {hasStatements && (
        <Link
          className={styles.buttonSecondary}
          to={routePath(brandRoute(brand, 'AccountMonthlyDocuments'), { loanId, lmsId })}
        >
          {t('details.monthlyDocuments')}
        </Link>
      )}
    </DocumentsPage>
  );
}
