/** Open (and ActiveDefault): what is due and when, the payoff, a line of credit's limit and pending advances. */
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { Facts } from '../facts';
import { money, usDate } from '../format';
import styles from '../accounts.module.css';

export function OpenPanel({ loan }: { loan: TAccountDetailResponse }) {
  const { t } = useTranslation('accounts');
  return (
    <section className={styles.card} aria-label={t('status.open')}>
      <Facts
        facts={[
          { label: t('details.amountDue'), value: money(loan.minimumAmountDueCents) },
          { label: t('details.dueDate'), value: usDate(loan.dueDate) },
          { label: t('details.payoff'), value: money(loan.payoffAmountCents) },
          { label: t('details.creditLimit'), value: money(loan.creditLimitCents) },
          { label: t('details.availableCredit'), value: money(loan.availableCreditCents) },
          { label: t('details.daysLate'), value: loan.daysLate > 0 ? String(loan.daysLate) : undefined },
        ]}
      />
      {loan.pendingCashAdvances.length > 0 && (
        <div>
          <h2 className={styles.subheading}>{t('details.pendingAdvances')}</h2>
          <ul className={styles.list}>
            {loan.pendingCashAdvances.map((advance) => (
              <li key={advance.transactionId}>
                {t('details.pendingAdvance', {
                  amount: money(advance.amountCents),
                  date: usDate(advance.createdAt) ?? '',
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
