/**
 * Home's summary of one brand's loans (GET /accounts?brandName=): each loan's number, status, days
 * late and the next amount due with its date, so a multi-brand borrower sees what needs attention
 * without opening each brand. A brand with no loans shows the borrower's appraisal offer to take, if any.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLoan } from '@lender/contract';
import { isActiveStatus, isPastDue, type BrandCode } from '@lender/domain';
import { useAccounts } from '../../../shared/loans/accounts-list';
import { useOpenAppraisalOffer } from '../../../shared/offers';
import { routePath } from '../../../shared/routing/route-path';
import styles from './login.module.css';
import { useFormat } from '../../../shared/i18n/format';

function LoanSummary({ loan }: { loan: TLoan }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const parts = [t('home.loan', { lmsId: loan.lmsId }), t(`home.status.${loan.statusGroup}`)];
  if (isPastDue(loan)) parts.push(t('home.daysLate', { count: loan.daysLate }));
  if (isActiveStatus(loan.status) && loan.minimumAmountDueCents > 0) {
    parts.push(
      t('home.due', {
        amount: format.money(loan.minimumAmountDueCents),
        date: format.date(loan.dueDate),
      }),
    );
  }
  return <li>{parts.join(' · ')}</li>;
}

/** A brand without loans: its appraisal offer, if the borrower has one to take (issue 12), with the way into it. */
function AppraisalOffer({ brand }: { brand: BrandCode }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const offer = useOpenAppraisalOffer();
  if (!offer?.applicationId || (offer.brandName !== null && offer.brandName !== brand)) return null;
  const c = offer.collateral;
  return (
    <p className={styles.brandLoans}>
      {t('home.appraisal', {
        amount: format.money(offer.qualifiedAmountCents ?? 0),
        vehicle: c ? `${c.year} ${c.make} ${c.model}` : '',
      })}{' '}
      <Link
        to={routePath(`${brand}-OriginationAmount`, {
          applicationId: offer.applicationId,
          resume: '1',
        })}
      >
        {t('home.getMoney')}
      </Link>
    </p>
  );
}

export function BrandLoans({ brand }: { brand: BrandCode }) {
  const { t } = useTranslation('auth');
  const accounts = useAccounts(brand);
  if (accounts.isPending) return <p className={styles.brandLoans}>{t('home.loansLoading')}</p>;
  if (accounts.isError) return <p className={styles.brandLoans}>{t('home.loansError')}</p>;
  if (accounts.data.loans.length === 0) return <AppraisalOffer brand={brand} />;
  return (
    <ul className={styles.brandLoans}>
      {accounts.data.loans.map((loan) => (
        <LoanSummary key={loan.loanId} loan={loan} />
      ))}
    </ul>
  );
}
