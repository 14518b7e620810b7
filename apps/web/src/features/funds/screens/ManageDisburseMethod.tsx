/**
 * ManageDisburseMethod (spec §2 Payment group, §3 Payment card canDisburse): the user's cards; those
 * that can receive funds can be chosen, the others are shown disabled with the reason. 'Add a debit
 * card' → AddDebitDisburseMethod, hidden with a note once the disburse card limit is reached
 * (GET /cards validations.disburse.allowed). 'Use this card' keeps it and goes back to the amount.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPaymentCard } from '@lender/contract';
import { CardList, cardIsExpired, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import styles from '../components/funds.module.css';
import { toDisburseCard, useFundsStore, type DisburseCard } from '../store';
import { useFundsRoute } from '../use-funds-route';

export default function ManageDisburseMethod() {
  const { t } = useTranslation('funds');
  useHeader('funds:manage.title', 'back');
  const { pathOf, go } = useFundsRoute();
  const cards = useCards();
  const { card: chosen, setCard } = useFundsStore();
  const [selected, setSelected] = useState<DisburseCard | null>(chosen);

  const reasonOf = (card: TPaymentCard): string | null => {
    if (!card.canDisburse) return t('manage.cannotReceive');
    if (cardIsExpired(card)) return t('manage.expired');
    return null;
  };
  const use = () => {
    if (!selected) return;
    setCard(selected);
    go('GetCashAmount');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('manage.heading')}</h1>
      {cards.isPending && <Loading text={t('manage.loading')} />}
      {cards.isError && (
        <ErrorAlert message={t('manage.loadError')} onRetry={() => void cards.refetch()} />
      )}
      {cards.data && (
        <>
          {cards.data.cards.length === 0 ? (
            <p className={styles.lead}>{t('manage.noCards')}</p>
          ) : (
            <CardList
              mode="select"
              cards={cards.data.cards}
              label={t('manage.legend')}
              selected={selected ? selected.cardIds : null}
              onSelect={(card) => setSelected(toDisburseCard(card))}
              reasonOf={reasonOf}
            />
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={!selected} onClick={use}>
              {t('manage.use')}
            </button>
            {cards.data.validations.disburse.allowed && (
              <Link className={styles.buttonSecondary} to={pathOf('AddDebitDisburseMethod')}>
                {t('manage.add')}
              </Link>
            )}
          </div>
          {!cards.data.validations.disburse.allowed && (
            <p className={styles.notice}>
              {t('manage.limitReached', { max: cards.data.validations.disburse.maxCardLimit })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
