/**
 * {brand}-OriginationManageDisburseMethod (spec §2 Origination group, §3 Payment card canDisburse): the debit card
 * the new loan's money goes to. Cards that cannot receive money (or have expired) are shown disabled with why;
 * "Add a debit card" → OriginationAddDebitDisburseMethod (hidden with a note at the disburse card limit). "Use
 * this card" keeps it for this origination (its last four in the cookie, never its ids) and goes back to the summary.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPaymentCard } from '@lender/contract';
import { CardList, cardIsExpired, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useOrigination, type DisburseCardChoice } from '../origination/use-origination';

export default function OriginationManageDisburseMethod() {
  const { t } = useTranslation('offers');
  useHeader('offers:origination.cards.title', 'back');
  const flow = useOrigination();
  const cards = useCards();
  const [selected, setSelected] = useState<DisburseCardChoice | null>(flow.card);
  const validations = cards.data?.validations.disburse;

  const reasonOf = (card: TPaymentCard): string | null =>
    !card.canDisburse
      ? t('origination.cards.cannotReceive')
      : cardIsExpired(card)
        ? t('origination.cards.expired')
        : null;
  const use = () => {
    if (!selected) return;
    flow.setCard(selected);
    flow.update({ cardLastFour: selected.lastFour });
    flow.go('OriginationChooseMethod');
  };

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('origination.cards.heading')}</h1>
      {cards.isPending && <Loading text={t('origination.cards.loading')} />}
      {cards.isError && (
        <ErrorAlert
          message={t('origination.cards.loadError')}
          onRetry={() => void cards.refetch()}
        />
      )}
      {cards.data && cards.data.cards.length === 0 && <p>{t('origination.cards.noCards')}</p>}
      {cards.data && cards.data.cards.length > 0 && (
        <CardList
          mode="select"
          cards={cards.data.cards}
          label={t('origination.cards.legend')}
          selected={selected?.cardIds ?? null}
          onSelect={(card) =>
            setSelected({ cardIds: [...card.cardIds], lastFour: card.cardNumber })
          }
          reasonOf={reasonOf}
        />
      )}
      {cards.data && validations && (
        <div className={controls.actions}>
          {cards.data.cards.length > 0 && (
            <button type="button" className={controls.button} disabled={!selected} onClick={use}>
              {t('origination.cards.use')}
            </button>
          )}
          {validations.allowed ? (
            <Link
              className={controls.buttonSecondary}
              to={flow.pathOf('OriginationAddDebitDisburseMethod')}
            >
              {t('origination.cards.add')}
            </Link>
          ) : (
            <p className={content.notice}>
              {t('origination.cards.limitReached', { max: validations.maxCardLimit })}
            </p>
          )}
        </div>
      )}
      <Link className={controls.link} to={flow.pathOf('OriginationChooseMethod')}>
        {t('origination.backToOffer')}
      </Link>
    </div>
  );
}
