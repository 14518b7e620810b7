/**
 * {brand}-SelectPaymentMethod (spec §2, §3 Payment card, §5 Card expiry): the caller's saved cards
 * (a guest's: the cards added in this session) as a radio group; expired cards are marked and
 * cannot be chosen; 'Add a new card' opens AddPaymentMethod.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { ErrorAlert, Loading } from '../components/query-state';
import styles from '../components/payments.module.css';
import { screenAfterCard } from '../flow';
import { selectPaymentCard } from '../select-card';
import { usePaymentContext } from '../use-payment-context';

export default function SelectPaymentMethod() {
  const { t } = useTranslation('payments');
  useHeader('payments:selectMethod.title', 'back');
  const { route, kind } = usePaymentContext();
  const cards = useCards();
  const selected = usePaymentStore((s) => s.paymentCardIds);
  const amount = usePaymentStore((s) => s.paymentAmount);
  const isRefi = usePaymentStore((s) => s.isRefi);
  const [attempted, setAttempted] = useState(false);
  const list = cards.data?.cards ?? [];
  const canAdd = cards.data?.validations.payment.allowed ?? true;

  if (!amount) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('selectMethod.heading')}</h1>
        <p className={styles.lead}>{t('common.startAgain')}</p>
        <Link className={styles.button} to={route.pathOf(isRefi ? 'ProductSwitch' : 'MakePayment')}>
          {t('common.chooseAmount')}
        </Link>
      </div>
    );
  }

  const onContinue = () => {
    setAttempted(true);
    if (!selected?.length) return;
    route.go(screenAfterCard(kind));
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('selectMethod.heading')}</h1>
      {cards.isPending && <Loading text={t('selectMethod.loading')} />}
      {cards.isError && (
        <ErrorAlert message={t('selectMethod.error')} onRetry={() => void cards.refetch()} />
      )}
      {cards.isSuccess && list.length === 0 && (
        <p className={styles.lead}>{t('selectMethod.empty')}</p>
      )}
      {list.length > 0 && (
        <CardList
          mode="select"
          cards={list}
          label={t('selectMethod.legend')}
          selected={selected}
          onSelect={(card) => selectPaymentCard(card)}
          error={attempted && !selected?.length ? t('selectMethod.chooseCard') : undefined}
        />
      )}
      <div className={styles.actions}>
        {list.length > 0 && (
          <button type="button" className={styles.button} onClick={onContinue}>
            {t('common.continue')}
          </button>
        )}
        {canAdd ? (
          <Link
            className={list.length > 0 ? styles.buttonSecondary : styles.button}
            to={route.pathOf('AddPaymentMethod')}
          >
            {t('selectMethod.addCard')}
          </Link>
        ) : (
          <p className={styles.muted}>
            {t('selectMethod.limit', { max: cards.data?.validations.payment.maxCardLimit })}
          </p>
        )}
      </div>
    </div>
  );
}
