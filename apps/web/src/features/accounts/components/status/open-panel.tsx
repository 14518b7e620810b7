/**
 * Open (and ActiveDefault): what is due and when, the payoff, a line of credit's limit, available
 * credit and pending advances (each cancellable while not batched), and for the borrower of a line of
 * credit the way to get cash (the funds feature's GetCashAmount).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import { getCashRefusal, type BrandCode } from '@lender/domain';
import { routePath } from '../../../../shared/routing/route-path';
import { Facts } from '../facts';
import { brandRoute } from '../use-loan-route';
import { PendingAdvances } from './pending-advances';
import styles from '../accounts.module.css';
import { useFormat } from '../../../../shared/i18n/format';

export function OpenPanel({ loan, brand }: { loan: TAccountDetailResponse; brand: BrandCode }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const canGetCash = getCashRefusal(loan) === null;
  return (
    <section className={styles.card} aria-label={t('status.open')}>
      <Facts
        facts={[
          { label: t('details.amountDue'), value: format.maybeMoney(loan.minimumAmountDueCents) },
          {
            label: t('details.dueDate'),
            value: format.date(loan.dueDate),
            said: format.spokenDate(loan.dueDate),
          },
          { label: t('details.payoff'), value: format.maybeMoney(loan.payoffAmountCents) },
          { label: t('details.creditLimit'), value: format.maybeMoney(loan.creditLimitCents) },
          {
            label: t('details.availableCredit'),
            value: format.maybeMoney(loan.availableCreditCents),
          },
          {
            label: t('details.daysLate'),
            value: loan.daysLate > 0 ? String(loan.daysLate) : undefined,
          },
        ]}
      />
      {canGetCash && (
        <div className={styles.actions}>
          <Link
            className={styles.button}
            to={routePath(brandRoute(brand, 'GetCashAmount'), { loanId: loan.loanId })}
          >
            {t('details.getCash')}
          </Link>
        </div>
      )}
      <PendingAdvances loan={loan} />
    </section>
  );
}
