/**
 * {brand}-AccountMonthlyDocuments (spec §2): the loan's monthly statements, generated from the ledger
 * as real PDFs (GET /lmsAccountDocuments?kind=monthlyStatement); each opens the PDF itself.
 * The loan number comes from the link (?lmsId=) or, failing that, from the loan's detail.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { useAccountDetail } from '../api/accounts';
import { useLmsAccountDocuments } from '../api/documents';
import { DocumentsPage } from '../components/documents-page';
import { ErrorAlert } from '../components/query-state';
import { useLoanRoute } from '../components/use-loan-route';

export default function AccountMonthlyDocuments() {
  const { t } = useTranslation('accounts');
  useHeader('accounts:documents.monthlyTitle', 'back');
  const { brand, loanId } = useLoanRoute();
  const [params] = useSearchParams();
  const detail = useAccountDetail(loanId);
  const lmsId = params.get('lmsId') ?? detail.data?.lmsId ?? '';
  const query = useLmsAccountDocuments(loanId, lmsId, 'monthlyStatement');
  const waitingForLoan = !lmsId && detail.isPending;

  return (
    <DocumentsPage
      heading={t('documents.monthlyHeading', { lmsId })}
      brand={brand}
      loanId={loanId}
      query={{ ...query, isPending: waitingForLoan || (Boolean(lmsId) && query.isPending) }}
      documents={query.data?.documents}
    >
      {!lmsId && detail.isError && (
        <ErrorAlert message={t('details.error')} onRetry={() => void detail.refetch()} />
      )}
    </DocumentsPage>
  );
}
