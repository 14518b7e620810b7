/** The links a loan offers on AccountDetails (pay also on its Dashboard card): pay, renew, documents, statements, appointment, manage, upload. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import type { BrandCode, LoanStatusGroup } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { brandRoute } from './use-loan-route';
import styles from './accounts.module.css';

export type LoanAction =
  'makePayment' | 'renew' | 'documents' | 'monthlyDocuments' | 'appointment' | 'manageAccount';

const ROUTE: Record<LoanAction, string> = {
  makePayment: 'MakePayment',
  renew: 'ProductSwitch',
  documents: 'AccountDocuments',
  monthlyDocuments: 'AccountMonthlyDocuments',
  appointment: 'Appointment',
  manageAccount: 'ManageAccount',
};

const DOCUMENTS: LoanAction[] = ['documents', 'monthlyDocuments'];
const BY_GROUP: Record<LoanStatusGroup, LoanAction[]> = {
  open: ['makePayment', ...DOCUMENTS, 'appointment', 'manageAccount'],
  outForRepo: ['makePayment', ...DOCUMENTS, 'appointment'],
  chargedOff: ['makePayment', ...DOCUMENTS],
  repossessed: [...DOCUMENTS, 'appointment'],
  paidOff: DOCUMENTS,
  settled: DOCUMENTS,
  bankrupt: DOCUMENTS,
  sold: DOCUMENTS,
  closed: DOCUMENTS,
};

/** The actions of a loan: its group's, less paying when the loan is not payable; renewing after paying when offered (use-renew-offer). */
export function loanActions(
  loan: Pick<TAccountDetailResponse, 'statusGroup' | 'payable' | 'isAlternate'>,
  { canRenew = false } = {},
): LoanAction[] {
  const actions = BY_GROUP[loan.statusGroup].filter((action) => {
    if (action === 'makePayment') return loan.payable;
    if (loan.isAlternate) return action !== 'manageAccount' && action !== 'appointment';
    return true;
  });
  if (!canRenew) return actions;
  const afterPay = actions.indexOf('makePayment') + 1;
  return [...actions.slice(0, afterPay), 'renew', ...actions.slice(afterPay)];
}

export function loanActionPath(
  brand: BrandCode,
  action: LoanAction,
  loan: Pick<TAccountDetailResponse, 'loanId' | 'lmsId'>,
) {
  const needsLmsId = action === 'documents' || action === 'monthlyDocuments';
  return routePath(brandRoute(brand, ROUTE[action]), {
    loanId: loan.loanId,
    lmsId: needsLmsId ? loan.lmsId : undefined,
  });
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
          className={
            index === 0 && action === 'makePayment' ? styles.button : styles.buttonSecondary
          }
          to={loanActionPath(brand, action, loan)}
        >
          {t(`details.${action}`)}
        </Link>
      ))}
    </nav>
  );
}
