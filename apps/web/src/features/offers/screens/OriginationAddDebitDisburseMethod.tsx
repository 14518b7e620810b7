/**
 * {brand}-OriginationAddDebitDisburseMethod (spec §2 Origination group, §5 Adding a card): the processor's hosted
 * card form for a card to receive the new loan's money (transactionType 'disburse'), saved. A card that cannot
 * receive money is refused with another try; one that can is chosen and the borrower goes back to the summary
 * (OriginationChooseMethod). Cancel goes back to the cards.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentCard } from '@lender/contract';
import { HostedCardForm } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert } from '../../../shared/ui/query-state';
import { useOrigination } from '../origination/use-origination';

export default function OriginationAddDebitDisburseMethod() {
  const { t } = useTranslation('offers');
  useHeader('offers:origination.cards.addHeading', 'back');
  const { setCard, update, go } = useOrigination();
  const [refused, setRefused] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const onAdded = useCallback(
    (card: TPaymentCard) => {
      if (!card.canDisburse) return setRefused(true);
      setCard({ cardIds: [...card.cardIds], lastFour: card.cardNumber });
      update({ cardLastFour: card.cardNumber });
      go('OriginationChooseMethod');
    },
    [setCard, update, go],
  );
  const onCancel = useCallback(() => go('OriginationManageDisburseMethod'), [go]);

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('origination.cards.addHeading')}</h1>
      <p>{t('origination.cards.addLead')}</p>
      {refused ? (
        <>
          <ErrorAlert message={t('origination.cards.addCannotReceive')} />
          <button
            type="button"
            className={controls.button}
            onClick={() => {
              setAttempt((n) => n + 1);
              setRefused(false);
            }}
          >
            {t('origination.cards.tryAnother')}
          </button>
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
