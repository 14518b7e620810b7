/** The loan's loading and error states on a refinance screen, with a way back to the accounts on error. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';

export function LoanState({
  query,
  backTo,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  backTo: string;
}) {
  const { t } = useTranslation('refinance');
  if (query.isPending) return <Loading text={t('common.loading')} />;
  if (!query.isError) return null;
  return (
    <>
      <ErrorAlert message={t('common.error')} onRetry={() => void query.refetch()} />
      <Link className={controls.link} to={backTo}>
        {t('common.backToAccounts')}
      </Link>
    </>
  );
}
