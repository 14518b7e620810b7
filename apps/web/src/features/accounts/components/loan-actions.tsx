/** The links a loan offers on AccountDetails: pay, documents, statements, appointment, manage, upload. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { brandRoute } from './use-loan-route';
import styles from './accounts.module.css';

export type LoanAction = 'makePayment' | 'documents' | 'monthlyDocuments' | 'appointment' | 'manageAccount';

const ROUTE: Record<LoanAction, string> = {
  makePayment: 'MakePayment',
  documents: 'AccountDocuments',
  monthlyDocuments: 'AccountMonthlyDocuments',
  appointment: 'Appointment',
  manageAccount: 'ManageAccount',
};

export function loanActionPath(brand: BrandCode, action: LoanAction, loan: Pick<TAccountDetailResponse, 'loanId' | 'lmsId'>) {
  const needsLmsId = action === 'documents' || action === 'monthlyDocuments';
  return routePath(brandRoute(brand, ROUTE[action]), { loanId: loan.loanId, lmsId: needsLmsId ? loan.lmsId : undefined });
}

export function LoanActions({
  brand,
  loan,
  actions,
}: {
  brand: BrandCode;
  loan: Pick<TAccountDetailResponse, 'loanId' | 'lmsId'>;
  actions: readonly LoanAction[];
}) {
  const { t } = useTranslation('accounts');
  if (actions.length === 0) return null;
  return (
    <nav aria-label={t('details.actions')} className={styles.actions}>
      {actions.map((action, index) => (
        <Link
          key={action}
          className={index === 0 && action === 'makePayment' ? styles.button : styles.buttonSecondary}
          to={loanActionPath(brand, action, loan)}
        >
          {t(`details.${action}`)}
        </Link>
      ))}
    </nav>
  );
}
