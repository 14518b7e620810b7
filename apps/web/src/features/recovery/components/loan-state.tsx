/** The loan's loading and error states on a recovery screen, and a loan no longer in the state the screen is about. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  LoanState as SharedLoanState,
  type LoanStateProps,
} from '../../../shared/loans/loan-state';
import controls from '../../../shared/ui/controls.module.css';

/** The shared LoanState, in this feature's texts. */
export function LoanState(props: Omit<LoanStateProps, 'namespace'>) {
  return <SharedLoanState {...props} namespace="recovery" />;
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
