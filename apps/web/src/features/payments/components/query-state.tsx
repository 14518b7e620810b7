/**
 * The shared loading and error states (shared/ui/query-state), as the payment screens import them,
 * and the loan query's own states that every payment screen shows above its content.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';

export { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';

export interface LoanQueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** shown under the error (a way out) */
  children?: ReactNode;
}

/** 'Loading the loan…' while the loan loads; its error with 'Try again' when it fails. */
export function LoanQueryState({ query, children }: LoanQueryStateProps) {
  const { t } = useTranslation('payments');
  if (query.isPending) return <Loading text={t('common.loadingLoan')} />;
  if (!query.isError) return null;
  return (
    <>
      <ErrorAlert message={t('common.loanError')} onRetry={() => void query.refetch()} />
      {children}
    </>
  );
}
