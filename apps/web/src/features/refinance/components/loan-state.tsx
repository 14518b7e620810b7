/** The loan's loading and error states on a refinance screen (the shared LoanState, in this feature's texts). */
import {
  LoanState as SharedLoanState,
  type LoanStateProps,
} from '../../../shared/loans/loan-state';

export function LoanState(props: Omit<LoanStateProps, 'namespace'>) {
  return <SharedLoanState {...props} namespace="refinance" />;
}
