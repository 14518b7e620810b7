/** The balance history (GET /referralBalanceHistory, newest first): +$50.00 'Sign-up: Maria', −$100.00 'Cash-out to card ending 1111'. */
import { useTranslation } from 'react-i18next';
import type { TReferralHistoryEntry } from '@lender/contract';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useReferralHistory } from '../api';
import styles from './referral.module.css';
import { useFormat } from '../../../shared/i18n/format';

function HistoryRow({ entry }: { entry: TReferralHistoryEntry }) {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const credit = entry.amountCents >= 0;
  const what =
    entry.kind === 'signup'
      ? entry.referredFirstName
        ? t('history.signup', { name: entry.referredFirstName })
        : t('history.signupUnnamed')
      : t('history.cashOut', { last4: entry.cardNumber ?? '' });
  const amount = credit
    ? `+${format.money(entry.amountCents)}`
    : `−${format.money(-entry.amountCents)}`;
  return (
    <li className={styles.historyRow}>
      <span>
        <time dateTime={entry.createdAt}>{format.businessDay(entry.createdAt)}</time> · {what}
      </span>
      <span className={credit ? styles.credit : styles.debit}>{amount}</span>
    </li>
  );
}

export function BalanceHistory() {
  const { t } = useTranslation('referral');
  const history = useReferralHistory(true);
  return (
    <section className={styles.card} aria-labelledby="referral-history">
      <h2 id="referral-history" className={styles.subheading}>
        {t('history.heading')}
      </h2>
      {history.isPending && <Loading text={t('history.loading')} />}
      {history.isError && (
        <ErrorAlert message={t('history.error')} onRetry={() => void history.refetch()} />
      )}
      {history.data &&
        (history.data.history.length === 0 ? (
          <p className={styles.muted}>{t('history.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {history.data.history.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        ))}
    </section>
  );
}
