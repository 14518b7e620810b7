/**
 * One loan on the Dashboard: number, product, status, what is due (or when it was paid off), a
 * 'Make a payment' link when the loan takes payments (the same rule as AccountDetails), details link.
 * Offline the payment is a disabled button that says why (issue 11).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLoan } from '@lender/contract';
import { isPastDue, type BrandCode } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { Facts, type Fact } from './facts';
import { loanActionPath, loanActions } from './loan-actions';
import { StatusBadge } from './status-badge';
import { brandRoute } from './use-loan-route';
import styles from './accounts.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';
import { useFormat, type Format } from '../../../shared/i18n/format';
import { NameWithContext } from '../../../shared/ui/name-with-context';
import { OFFLINE_REASON_ID } from '../../../shared/offline/offline-banner';

function loanFacts(loan: TLoan, t: (key: string) => string, format: Format): Fact[] {
  if (loan.statusGroup === 'paidOff')
    return [
      {
        label: t('dashboard.paidOffOn'),
        value: format.date(loan.paidOffDate),
        said: format.spokenDate(loan.paidOffDate),
      },
    ];
  if (loan.statusGroup === 'open' || loan.statusGroup === 'outForRepo') {
    return [
      { label: t('dashboard.amountDue'), value: format.maybeMoney(loan.minimumAmountDueCents) },
      {
        label: t('dashboard.dueDate'),
        value: format.date(loan.dueDate),
        said: format.spokenDate(loan.dueDate),
      },
    ];
  }
  return [{ label: t('dashboard.balance'), value: format.maybeMoney(loan.balanceCents) }];
}

export function productLabel(
  loan: Pick<TLoan, 'productType' | 'collateralDetail'>,
  t: (key: string) => string,
): string {
  const vehicle = loan.collateralDetail;
  const product = t(`product.${loan.productType}`);
  return vehicle ? `${product} · ${vehicle.year} ${vehicle.make} ${vehicle.model}` : product;
}

export function LoanCard({
  loan,
  brand,
  offline = false,
}: {
  loan: TLoan;
  brand: BrandCode;
  offline?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const headingId = `loan-${loan.loanId}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={`${styles.cardTitle} ${noWrapClass}`}>
          {t('common.loanNumber', { lmsId: loan.lmsId })}
        </h2>
        <StatusBadge group={loan.statusGroup} status={loan.status} />
      </div>
      <p className={styles.muted}>{productLabel(loan, t)}</p>
      {loan.isAlternate && (
        <p className={styles.lead}>
          {t('dashboard.alternate', { name: loan.alternateName ?? '' })}
        </p>
      )}
      {isPastDue(loan) && (
        <p className={[styles.badge, styles.badgeDanger].join(' ')}>
          {t('dashboard.pastDue', { count: loan.daysLate })}
        </p>
      )}
      <Facts facts={loanFacts(loan, t, format)} />
      {loanActions(loan).includes('makePayment') && offline && (
        <button
          type="button"
          className={styles.button}
          disabled
          aria-describedby={OFFLINE_REASON_ID}
        >
          <NameWithContext context={t('dashboard.payLoanContext', { lmsId: loan.lmsId })}>
            {tCommon('offline.payOff')}
          </NameWithContext>
        </button>
      )}
      {loanActions(loan).includes('makePayment') && !offline && (
        <Link className={styles.button} to={loanActionPath(brand, 'makePayment', loan)}>
          <NameWithContext context={t('dashboard.payLoanContext', { lmsId: loan.lmsId })}>
            {t('details.makePayment')}
          </NameWithContext>
        </Link>
      )}
      <Link
        className={styles.buttonSecondary}
        to={routePath(brandRoute(brand, 'AccountDetails'), { loanId: loan.loanId })}
      >
        <NameWithContext context={t('dashboard.viewDetailsContext', { lmsId: loan.lmsId })}>
          {t('details.title')}
        </NameWithContext>
      </Link>
    </article>
  );
}
