/**
 * AddDebitDisburseMethod (spec §2 Payment group, §5 Adding a card): the processor's hosted card form
 * for a disbursement card (GET /cardFormKey?transactionType=disburse), saved (POST /cards). A card
 * that cannot receive funds is refused with another try; one that can is chosen for the draw and the
 * flow goes back to the amount. A user who already holds the most disburse cards allowed (GET /cards
 * validations.disburse, spec §9: 5) is told so, with the way back to her cards, instead of a form the
 * server would refuse (400 DisburseCardLimitExceeded, shown by the form if another tab added one meanwhile).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPaymentCard } from '@lender/contract';
import { HostedCardForm, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import styles from '../components/funds.module.css';
import { toDisburseCard, useFundsStore } from '../store';
import { useFundsRoute } from '../use-funds-route';

export default function AddDebitDisburseMethod() {
  const { t } = useTranslation('funds');
  useHeader('funds:add.title', 'back');
  const { go, pathOf } = useFundsRoute();
  const setCard = useFundsStore((s) => s.setCard);
  const [cannotReceive, setCannotReceive] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const cards = useCards();
  const disburse = cards.data?.validations.disburse;
  // the limit as the screen opened: the card this form adds does not turn the form into the notice
  const [limitReachedOf, setLimitReachedOf] = useState<{ max: number } | false | null>(null);
  if (disburse && limitReachedOf === null)
    setLimitReachedOf(disburse.allowed ? false : { max: disburse.maxCardLimit });

  const onAdded = useCallback(
    (card: TPaymentCard) => {
      if (!card.canDisburse) return setCannotReceive(true);
      setCard(toDisburseCard(card));
      go('GetCashAmount');
    },
    [go, setCard],
  );
  const onCancel = useCallback(() => go('ManageDisburseMethod'), [go]);
  const another = () => {
    setAttempt((n) => n + 1);
    setCannotReceive(false);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('add.heading')}</h1>
      <p className={styles.lead}>{t('add.lead')}</p>
      {limitReachedOf ? (
        <>
          <p className={styles.notice}>{t('manage.limitReached', limitReachedOf)}</p>
          <Link className={styles.link} to={pathOf('ManageDisburseMethod')}>
            {t('add.chooseCard')}
          </Link>
        </>
      ) : cards.isPending ? (
        <Loading text={t('manage.loading')} />
      ) : cannotReceive ? (
        <>
          <ErrorAlert message={t('add.cannotReceive')} />
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={another}>
              {t('add.tryAnother')}
            </button>
          </div>
        </>
      ) : (
        <HostedCardForm
          key={attempt}
          save
          transactionType="disburse"
          onAdded={onAdded}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}
