/**
 * ManageDisburseMethod (spec §2 Payment group, §3 Payment card canDisburse): the user's cards; those
 * that can receive funds can be chosen, the others are shown disabled with the reason. 'Add a debit
 * card' → AddDebitDisburseMethod, hidden with a note once the disburse card limit is reached
 * (GET /cards validations.disburse.allowed). 'Use this card' keeps it and goes back to the amount.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPaymentCard } from '@lender/contract';
import { cardsEqual } from '@lender/domain';
import { CardSummary, cardIsExpired, cardKey, useCardName, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import styles from '../components/funds.module.css';
import { toDisburseCard, useFundsStore, type DisburseCard } from '../store';
import { useFundsRoute } from '../use-funds-route';

export default function ManageDisburseMethod() {
  const { t } = useTranslation('funds');
  useHeader('funds:manage.title', 'back');
  const { pathOf, go } = useFundsRoute();
  const name = useId();
  const cardName = useCardName();
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
      {cards.isError && <ErrorAlert message={t('manage.loadError')} onRetry={() => void cards.refetch()} />}
      {cards.data && (
        <>
          {cards.data.cards.length === 0 ? (
            <p className={styles.lead}>{t('manage.noCards')}</p>
          ) : (
            <fieldset className={styles.card}>
              <legend>{t('manage.legend')}</legend>
              {cards.data.cards.map((card) => {
                const id = `${name}-${cardKey(card)}`;
                const reason = reasonOf(card);
                return (
                  <div key={cardKey(card)} className={reason ? `${styles.option} ${styles.optionDisabled}` : styles.option}>
                    <div className={styles.cardRow}>
                      <input
                        id={id}
                        type="radio"
                        name={name}
                        checked={selected ? cardsEqual([...card.cardIds], [...selected.cardIds]) : false}
                        disabled={reason !== null}
                        onChange={() => setSelected(toDisburseCard(card))}
                        aria-label={cardName(card)}
                        aria-describedby={reason ? `${id}-reason` : undefined}
                      />
                      <label htmlFor={id}>
                        <CardSummary card={card} />
                      </label>
                    </div>
                    {reason && (
                      <p id={`${id}-reason`} className={styles.muted}>
                        {reason}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
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
            <p className={styles.notice}>{t('manage.limitReached', { max: cards.data.validations.disburse.maxCardLimit })}</p>
          )}
        </>
      )}
    </div>
  );
}
