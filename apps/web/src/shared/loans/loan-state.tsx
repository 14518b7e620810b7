/**
 * A loan screen's loading and error states, with a way back to the accounts on error. The screen's namespace holds
 * the texts: common.loading, common.error, common.backToAccounts.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import controls from '../ui/controls.module.css';
import { ErrorAlert, Loading } from '../ui/query-state';

export interface LoanStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  backTo: string;
  namespace: string;
}

export function LoanState({ query, backTo, namespace }: LoanStateProps) {
  const { t } = useTranslation(namespace);
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
