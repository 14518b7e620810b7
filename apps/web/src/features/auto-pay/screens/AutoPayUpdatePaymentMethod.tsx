/**
 * {brand}-AutoPayUpdatePaymentMethod (spec §2 Payment group, §3 Payment card, §5 Card expiry): the borrower's saved
 * cards (shared card list: debit and credit, expired ones marked and not choosable); "Use this card" hands the card
 * back to AutoPayConfirm; "Add a card" opens AutoPayAddMethod. With no renewal in progress it chooses the loan's own
 * auto-pay card (decision 056): back to AutoPayConfirm's confirmation, or — when the loan skips it
 * (validations.skipAutoPayConfirm) — enrolled at once (useChooseAutoPayCard).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TCardId } from '@lender/contract';
import { cardsEqual } from '@lender/domain';
import { CardList, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { useRenewalInProgress, useRenewalRoute } from '../../../shared/refinance/step-route';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { autoPayCardOf, chosenAutoPayCard, payingCard } from '../components/auto-pay-card';
import { useChooseAutoPayCard } from '../components/use-choose-auto-pay-card';

export default function AutoPayUpdatePaymentMethod() {
  const { t } = useTranslation('auto-pay');
  useHeader('auto-pay:update.title', 'back');
  const { loanId, pathOf, go } = useRenewalRoute();
  const inProgress = useRenewalInProgress(loanId);
  const choose = useChooseAutoPayCard(loanId, !inProgress, go);
  const cards = useCards();
  const current = chosenAutoPayCard(useLocation().state) ?? payingCard(usePaymentStore.getState());
  const [selected, setSelected] = useState<TCardId[] | undefined>(current?.cardIds);
  const [attempted, setAttempted] = useState(false);

  const list = cards.data?.cards ?? [];
  const canAdd = cards.data?.validations.payment.allowed ?? true;
  const chosen = list.find((card) => selected && cardsEqual([...card.cardIds], [...selected]));
  const onUse = () => {
    setAttempted(true);
    if (!chosen) return;
    if (inProgress) go('AutoPayConfirm', { state: { autoPayCard: autoPayCardOf(chosen) } });
    else choose.use(autoPayCardOf(chosen));
  };

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('update.heading')}</h1>
      {cards.isPending && <Loading text={t('update.loading')} />}
      {cards.isError && (
        <ErrorAlert message={t('update.error')} onRetry={() => void cards.refetch()} />
      )}
      {cards.isSuccess && list.length === 0 && <p>{t('update.empty')}</p>}
      {list.length > 0 && (
        <CardList
          mode="select"
          cards={list}
          label={t('update.legend')}
          selected={selected}
          onSelect={(card) => setSelected(card.cardIds)}
          error={attempted && !chosen ? t('update.chooseCard') : undefined}
        />
      )}
      {choose.error && <ErrorAlert message={choose.error} />}
      <div className={controls.actions}>
        {list.length > 0 && (
          <button
            type="button"
            className={controls.button}
            disabled={choose.pending || !choose.ready}
            onClick={onUse}
          >
            {t('update.use')}
          </button>
        )}
        {canAdd ? (
          <Link
            className={list.length > 0 ? controls.buttonSecondary : controls.button}
            to={pathOf('AutoPayAddMethod')}
          >
            {t('update.add')}
          </Link>
        ) : (
          <p className={content.muted}>
            {t('update.limit', { max: cards.data?.validations.payment.maxCardLimit })}
          </p>
        )}
      </div>
    </div>
  );
}
