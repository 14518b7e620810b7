/**
 * {brand}-ManagePaymentMethod (spec §2 PaymentMethods, §3 Payment card, §8): the saved cards
 * (GET /cards) with expiry MM/YY and expired cards marked, remove with a confirmation dialog
 * (DELETE /cards), 'Add payment method' → the brand AddPaymentMethod (disabled at maxCardLimit),
 * the empty, loading and 'Failed to get card information' states, and a status after add/remove.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TPaymentCard } from '@lender/contract';
import {
  CardList,
  useCardErrorText,
  useCardName,
  useCards,
  useRemoveCard,
} from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { AddCardAction } from '../components/add-card-action';
import { RemoveCardDialog } from '../components/remove-card-dialog';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { addRoute } from '../components/use-cards-brand';
import styles from '../components/cards-page.module.css';

export interface ManagePaymentMethodState {
  /** last 4 of the card just added on AddPaymentMethod */
  added?: string;
}

export default function ManagePaymentMethod() {
  const { t } = useTranslation('cards');
  const cardErrorText = useCardErrorText();
  useHeader('cards:manage.title', 'menu');
  const brand = usePageBrand();
  const added = (useLocation().state as ManagePaymentMethodState | null)?.added;
  const cards = useCards();
  const remove = useRemoveCard();
  const cardName = useCardName();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<TPaymentCard | null>(null);
  const [status, setStatus] = useState(added ? t('manage.added', { last4: added }) : '');
  const list = cards.data?.cards ?? [];

  const confirmRemove = () => {
    if (!confirming) return;
    const card = confirming;
    setStatus('');
    remove.mutate(card, {
      onSuccess: () => setStatus(t('manage.removed', { last4: card.cardNumber })),
      onSettled: () => {
        setConfirming(null);
        heading.current?.focus();
      },
    });
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {t('manage.heading')}
      </h1>
      <p className={styles.lead}>{t('manage.lead')}</p>
      <div role="status">{status && <p className={styles.success}>{status}</p>}</div>
      {remove.isError && (
        <ErrorAlert message={t('manage.removeError', { reason: cardErrorText(remove.error) })} />
      )}
      {cards.isPending && <Loading text={t('manage.loading')} />}
      {cards.isError && (
        <ErrorAlert message={t('manage.error')} onRetry={() => void cards.refetch()} />
      )}
      {cards.isSuccess && list.length === 0 && (
        <section className={styles.card} aria-labelledby="cards-empty">
          <h2 id="cards-empty" className={styles.cardTitle}>
            {t('manage.empty')}
          </h2>
          <p className={styles.muted}>{t('manage.emptyLead')}</p>
        </section>
      )}
      {list.length > 0 && (
        <CardList
          mode="manage"
          cards={list}
          label={t('manage.listLabel')}
          onRemove={setConfirming}
          busy={remove.isPending}
        />
      )}
      {cards.isSuccess && (
        <AddCardAction href={routePath(addRoute(brand))} validations={cards.data.validations} />
      )}
      {confirming && (
        <RemoveCardDialog
          cardName={cardName(confirming)}
          busy={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
