/**
 * The loan's history on its page (GET /accounthistory; decision 059): each entry's date, what it was, its amount
 * (a payment lowers what is owed) and the balance after it, newest first; loading, empty and error states.
 * Ten entries at first, the rest on request.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLedgerEntry } from '@lender/contract';
import { useFormat } from '../../../shared/i18n/format';
import { useAccountHistory } from '../api/account-history';
import { ErrorAlert, Loading } from './query-state';
import styles from './accounts.module.css';

const FIRST = 10;

function Entry({ entry }: { entry: TLedgerEntry }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const amount = format.money(Math.abs(entry.amountCents));
  return (
    <li className={styles.historyEntry}>
      <div className={styles.row}>
        <span>{t(`history.type.${entry.type}`)}</span>
        <span>
          {entry.amountCents < 0
            ? t('history.lowered', { amount })
            : t('history.raised', { amount })}
        </span>
      </div>
      <div className={`${styles.row} ${styles.muted}`}>
        <span>{format.date(entry.date)}</span>
        <span>{t('history.balance', { amount: format.money(entry.balanceCents) })}</span>
      </div>
    </li>
  );
}

export function AccountHistory({ loanId, enabled }: { loanId: string; enabled: boolean }) {
  const { t } = useTranslation('accounts');
  const history = useAccountHistory(loanId, enabled);
  const [all, setAll] = useState(false);
  if (!enabled) return null;
  const entries = history.data?.entries ?? [];
  const shown = all ? entries : entries.slice(0, FIRST);
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.cardTitle}>
        {t('history.heading')}
      </h2>
      {history.isPending && <Loading text={t('history.loading')} />}
      {history.isError && (
        <ErrorAlert message={t('history.error')} onRetry={() => void history.refetch()} />
      )}
      {history.data && entries.length === 0 && <p className={styles.lead}>{t('history.empty')}</p>}
      {shown.length > 0 && (
        <ul className={styles.historyList} aria-label={t('history.heading')}>
          {shown.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {!all && entries.length > FIRST && (
        <button type="button" className={styles.buttonSecondary} onClick={() => setAll(true)}>
          {t('history.showAll', { count: entries.length })}
        </button>
      )}
    </section>
  );
}
