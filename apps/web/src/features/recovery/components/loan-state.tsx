/** The loan's loading and error states on a recovery screen, with a way back to the accounts on error. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import controls from '../../../shared/ui/controls.module.css';

export function LoanState({ query, backTo }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown }; backTo: string }) {
  const { t } = useTranslation('recovery');
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

/** A loan that is no longer in the state a recovery screen is about: say so and link its details. */
export function NotInRecovery({ message, detailsPath }: { message: string; detailsPath: string }) {
  const { t } = useTranslation('recovery');
  return (
    <>
      <p>{message}</p>
      <Link className={controls.link} to={detailsPath}>
        {t('common.backToLoan')}
      </Link>
    </>
  );
}
